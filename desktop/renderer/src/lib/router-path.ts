/** A contract route pattern as React Router writes it: routerPath('/problems/{id}') is '/problems/:id'. */
export function routerPath(pattern: string): string {
  return pattern.replace(/\{(\w+)\}/g, ':$1');
}
