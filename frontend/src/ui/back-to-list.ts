/**
 * The list a record was opened from, with the list's own filters kept: `listPath` with the current
 * query less `recordParam` (the `?ref=` or `?id=` that opened the record on the same screen).
 */
export function backToList(listPath: string, params: URLSearchParams, recordParam: string): string {
  const back = new URLSearchParams(params);
  back.delete(recordParam);
  return back.size > 0 ? `${listPath}?${back.toString()}` : listPath;
}
