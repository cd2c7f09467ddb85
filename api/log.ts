/** Structured logs: one JSON object per line on stdout (errors included, so one stream carries everything). */
export type Logger = (record: Record<string, unknown>) => void;

export const jsonLogger: Logger = (record) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
};

export const silentLogger: Logger = () => {};
