/** The two databases the server runs on; the SQL that differs between them is in dialect.ts. */
export type Engine = 'sqlite' | 'postgres';
