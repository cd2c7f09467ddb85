import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

/*
 * GraphiQL served from node_modules (no CDN: the API must be explorable offline). The UMD bundles expect
 * React and ReactDOM as globals, so the page loads them first, then a small init script of ours.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const ASSET_PREFIX = '/graphiql/assets/';

const DEFAULT_QUERY = `# Star Wars: Unlimited catalog. Try the search syntax: k:sentinel c<=3, tr:jedi -t:leader, o:"when defeated"
query Cards {
  cards(query: "k:sentinel c<=3", first: 5) {
    totalCount
    edges { node { id name subtitle cost keywords { label } } }
  }
  keywords(game: SWU) { name stacking parameter }
}
`;

const INIT_SCRIPT = `(function () {
  var fetcher = GraphiQL.createFetcher({ url: window.location.pathname });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, { fetcher: fetcher, defaultEditorToolsVisibility: true, defaultQuery: ${JSON.stringify(DEFAULT_QUERY)} }));
})();
`;

interface Asset {
  contentType: string;
  load(): Promise<Buffer>;
}

const fromPackage = (name: string, file: string, contentType: string): Asset => ({
  contentType,
  load: () => readFile(join(packageDir(name), file)),
});

const ASSETS: Record<string, Asset> = {
  'react.production.min.js': fromPackage('react', 'umd/react.production.min.js', 'text/javascript; charset=utf-8'),
  'react-dom.production.min.js': fromPackage('react-dom', 'umd/react-dom.production.min.js', 'text/javascript; charset=utf-8'),
  'graphiql.min.js': fromPackage('graphiql', 'graphiql.min.js', 'text/javascript; charset=utf-8'),
  'graphiql.min.css': fromPackage('graphiql', 'graphiql.min.css', 'text/css; charset=utf-8'),
  'init.js': { contentType: 'text/javascript; charset=utf-8', load: async () => Buffer.from(INIT_SCRIPT, 'utf8') },
};

export const GRAPHIQL_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Rules API · GraphiQL</title>
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
  <link rel="stylesheet" href="${ASSET_PREFIX}graphiql.min.css">
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script src="${ASSET_PREFIX}react.production.min.js"></script>
  <script src="${ASSET_PREFIX}react-dom.production.min.js"></script>
  <script src="${ASSET_PREFIX}graphiql.min.js"></script>
  <script src="${ASSET_PREFIX}init.js"></script>
</body>
</html>
`;

const gzipAsync = promisify(gzip);
const cache = new Map<string, Promise<{ raw: Buffer; gzipped: Buffer }>>();

export interface LoadedAsset {
  contentType: string;
  body: Buffer;
  gzipped: boolean;
}

/** The asset's bytes (gzipped when the client accepts it), or undefined for an unknown name. */
export async function loadAsset(name: string, acceptGzip: boolean): Promise<LoadedAsset | undefined> {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return undefined;
  let entry = cache.get(name);
  if (!entry) {
    entry = asset.load().then(async (raw) => ({ raw, gzipped: await gzipAsync(raw) }));
    entry.catch(() => cache.delete(name));
    cache.set(name, entry);
  }
  const { raw, gzipped } = await entry;
  return { contentType: asset.contentType, body: acceptGzip ? gzipped : raw, gzipped: acceptGzip };
}

