import { PAGE_DATA_ELEMENT_ID, type PageData } from '@store/contract';

/**
 * Answers handed over in the page count only while it is opening; past this, a call goes to the network, so
 * a tab left open does not show hours-old stock.
 */
const FRESH_FOR_MS = 30_000;

let handed: PageData | undefined;

function read(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as PageData) : {};
  } catch (error) {
    console.error('No se pudieron leer los datos de la página', error);
    return {};
  }
}

/**
 * The answer the server wrote into the page for the call `path` (under the API base, with its query), at
 * most once: a later call for the same path asks the server.
 */
export function takeHandedAnswer(path: string): unknown {
  if (typeof document === 'undefined' || performance.now() > FRESH_FOR_MS) return undefined;
  handed ??= read();
  if (!Object.hasOwn(handed, path)) return undefined;
  const answer = handed[path];
  delete handed[path];
  return answer;
}
