// A malformed input names the file, the record (array index or object key) and the field at fault, so a person can
// go straight to it. Importers throw this and write nothing for that file.
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly record?: string,
    readonly field?: string,
  ) {
    super(`${file}${record !== undefined ? `: record ${record}` : ''}${field ? `, field ${field}` : ''}: ${reason}`);
    this.name = 'ImportError';
  }
}

/** Where in a file a value comes from; passed down so helpers can build precise errors. */
export interface RecordContext {
  file: string;
  record: string;
}

export function fail(ctx: RecordContext, field: string, reason: string): never {
  throw new ImportError(ctx.file, reason, ctx.record, field);
}
