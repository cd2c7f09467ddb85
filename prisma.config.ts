import { defineConfig } from 'prisma/config';

// The CLI (migrate dev/diff/deploy) needs a PostgreSQL URL; the app itself never reads this file.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/rules_api_dev' },
});
