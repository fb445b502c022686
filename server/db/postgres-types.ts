import pg from 'pg';

/**
 * How PostgreSQL's numbers come back: BIGINT ids and cents (and COUNT) as int8, SUM over them as
 * numeric. pg hands both over as strings, since they may exceed a JavaScript number; cents and ids
 * stay far below 2^53, so they are read as numbers, and one that ever did not would stop the query
 * rather than round a balance.
 */
function safeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`PostgreSQL returned ${text}, not a safe integer`);
  return value;
}

export const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return safeNumber;
    return pg.types.getTypeParser(oid, format);
  },
};
