import { INFO_PAGES, type InfoPagePath } from '@store/contract';
import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title';
import './info.css';

type InfoPageProps = {
  path: InfoPagePath;
  children: ReactNode;
};

/** The frame every information page shares: title, summary, content and links to the other pages. */
export function InfoPage({ path, children }: InfoPageProps) {
  const page = INFO_PAGES[path];

  usePageTitle(page.title);

  return (
    <article className="info-page">
      <header className="info-header">
        <h1 className="info-title">{page.title}</h1>
        <p className="info-lead">{page.description}</p>
      </header>
      <div className="info-body">{children}</div>
      <footer className="info-footer">
        <nav aria-label="Más información de la tienda">
          <h2 className="info-footer-title">Más información</h2>
          <ul className="info-footer-links">
            {Object.entries(INFO_PAGES)
              .filter(([otherPath]) => otherPath !== path)
              .map(([otherPath, other]) => (
                <li key={otherPath}>
                  <Link to={otherPath}>{other.title}</Link>
                </li>
              ))}
          </ul>
        </nav>
      </footer>
    </article>
  );
}
