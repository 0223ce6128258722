/** The success envelope every JSON route answers with (conventions §2): `{ success: true, data }`. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
