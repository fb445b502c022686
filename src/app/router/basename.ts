/** React Router's basename for the configured base path ('/cuppa/' -> '/cuppa'). */
export function routerBasename(basePath: string): string {
  return basePath.replace(/\/$/, '') || '/';
}
