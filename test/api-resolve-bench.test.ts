// The HTTP engine benchmark still runs what it claims: the benchmarked attack resolves through the API. (Its speed is
// measured by `npm run bench`, not here.)
import { describe, expect, it } from 'vitest';
import { benchEngineHttp } from '../bench/engine-http.js';

describe('bench/engine-http', () => {
  it('resolves the benchmarked attack over HTTP and reports a rate', async () => {
    const report = await benchEngineHttp({ iterations: 5 });
    expect(report).toMatchObject({ status: 'RESOLVED', requests: 5 });
    expect(report.resolutionsPerSecond).toBeGreaterThan(0);
    expect(report.p95Ms).toBeGreaterThanOrEqual(report.p50Ms);
  });
});
