import { pageTitle } from '@store/contract';
import { useEffect } from 'react';

/** The tab's title for this page, in the shop's pattern ("Botas · Norteño Western"). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
