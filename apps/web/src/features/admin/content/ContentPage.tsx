import { SELECTIONS } from '@store/contract';
import { SELECTION_TITLES } from '@store/contract/admin';
import { useState } from 'react';
import { AdminLoadError } from '../AdminLoadError';
import { BannersForm } from './BannersForm';
import { RowEditor } from './RowEditor';
import { StripEditor } from './StripEditor';
import { useHomeContent } from './api/home-content';
import './content.css';

type Saved = Record<string, { times: number; message: string }>;

/** What the shop's home page shows: its four banners, its three featured rows and its strip. */
export function ContentPage() {
  const home = useHomeContent();
  const data = home.data;
  // A saved section starts again from what the shop now shows (added items get their names); the
  // other sections keep what the owner is still editing.
  const [saved, setSaved] = useState<Saved>({});
  const onSaved = (section: string) => (message: string) =>
    setSaved((current) => ({
      ...current,
      [section]: { times: (current[section]?.times ?? 0) + 1, message },
    }));

  return (
    <section className="admin-content" aria-labelledby="admin-content-title">
      <h1 id="admin-content-title">Portada</h1>
      {home.isError && !data ? (
        <AdminLoadError message="No pudimos cargar la portada." onRetry={() => void home.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : (
        <>
          <BannersForm
            key={`banners-${saved.banners?.times ?? 0}`}
            banners={data.banners}
            notice={saved.banners?.message}
            onSaved={onSaved('banners')}
          />
          {SELECTIONS.map((selection) => (
            <RowEditor
              key={`${selection}-${saved[selection]?.times ?? 0}`}
              selection={selection}
              title={SELECTION_TITLES[selection]}
              items={data.rows[selection]}
              notice={saved[selection]?.message}
              onSaved={onSaved(selection)}
            />
          ))}
          <StripEditor
            key={`strip-${saved.strip?.times ?? 0}`}
            lines={data.strip}
            notice={saved.strip?.message}
            onSaved={onSaved('strip')}
          />
        </>
      )}
    </section>
  );
}
