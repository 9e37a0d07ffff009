import { imagePath, imageSrcSet } from '@store/contract';
import { escapeMarkup } from '../../lib/markup';
import type { PageHead, Site } from './page-head';

/**
 * The class of the `<template>` holding the tags of the page's code, which the entry's loader adds; that
 * loader (plugins/spa.ts, which knows no module) names it and `.first-screen img` in its own text.
 */
export const LATER_ASSETS_CLASS = 'first-screen-later';

export const hasFirstScreen = (head: PageHead): boolean =>
  Boolean(head.firstScreen) && (head.preloadImages ?? []).length > 0;

/**
 * What the browser paints before the scripts have run: the header's band and the page's largest pictures
 * (its preloaded ones) in the box the page itself shows them in, so that its largest paint (LCP) does not
 * wait for the ~90 kB entry to arrive and run. React's first render replaces it, so it is a picture and
 * nothing to use: hidden from assistive technology, which the page's own picture and text serve.
 * Each picture carries the very `src`, `srcset` and `sizes` of its preload, so the browser fetches it once.
 * Styled by `first-screen.css` in the web app (inlined with the page's stylesheet). The tags that fetch the
 * page's own code wait in a template: the page's server (spa.ts) starts them with the entry, once the
 * pictures have painted.
 */
export function renderFirstScreen(head: PageHead, pageAssetTags: Site['pageAssetTags']): string {
  const pictures = head.preloadImages ?? [];
  if (!hasFirstScreen(head)) return '';
  const images = pictures.map(
    ({ name, sizes, fallbackWidth, maxWidth }) =>
      `<img src="${escapeMarkup(imagePath(name, fallbackWidth))}" srcset="${escapeMarkup(
        imageSrcSet(name, maxWidth),
      )}" sizes="${escapeMarkup(sizes)}" alt="" fetchpriority="high" />`,
  );
  const later = head.pageModule ? pageAssetTags(head.pageModule).join('') : '';
  return (
    `<div class="first-screen first-screen-${head.firstScreen}" aria-hidden="true">` +
    `<div class="first-screen-header"></div><div class="first-screen-pictures">${images.join('')}</div></div>` +
    (later ? `<template class="${LATER_ASSETS_CLASS}">${later}</template>` : '')
  );
}
