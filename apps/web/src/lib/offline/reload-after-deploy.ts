import { reportNoConnection } from './connection';

/** The build the page reloaded itself for, in this tab: a second reload for it would be a loop. */
const RELOADED_FOR = 'reloaded-for';

/** The page's first script (`/assets/index-….js`): every build names its own. */
const pageBuild = () => document.querySelector('script[type="module"][src]')?.getAttribute('src');

/**
 * After a part's code could not be fetched: when the shop now serves another build (a deploy since the
 * page was opened, whose chunks replaced this page's), the page reloads once; the cart and lists are in
 * the browser's storage and stay. At most once per build per tab, so a page still missing its code after
 * the reload shows 'Reintentar' instead of reloading forever. Without an answer the signal is gone: the
 * offline notice says so and the part retries when it returns.
 */
export async function reloadIfDeployed(): Promise<void> {
  const build = pageBuild();
  let page: string;
  try {
    page = await (await fetch('/', { cache: 'no-store' })).text();
  } catch {
    reportNoConnection();
    return;
  }
  if (!build || page.includes(build) || sessionStorage.getItem(RELOADED_FOR) === build) return;
  sessionStorage.setItem(RELOADED_FOR, build);
  location.reload();
}
