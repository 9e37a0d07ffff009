import { departmentProductKeyBody, type DepartmentProductKey } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { AdminLoadError } from '../AdminLoadError';
import { useProductKeys, useSaveProductKey } from './api/invoices';

const FAILED = 'No se pudo guardar la clave. Intenta de nuevo.';

/** 'Claves del SAT por departamento': the c_ClaveProdServ each department's products are invoiced with. */
export function ProductKeys() {
  const keys = useProductKeys();
  const titleId = useId();
  return (
    <section className="admin-panel admin-product-keys" aria-labelledby={titleId}>
      <h2 id={titleId}>Claves del SAT por departamento</h2>
      <p className="admin-hint">
        Cada producto se factura con la clave de producto o servicio del SAT (c_ClaveProdServ) de su
        departamento: ocho dígitos, como 53111501. Cada una se guarda por separado.
      </p>
      {keys.isError && !keys.data ? (
        <AdminLoadError message="No pudimos cargar las claves del SAT." onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <p role="status">Cargando...</p>
      ) : (
        <ul className="admin-product-keys-list">
          {keys.data.map((department) => (
            <ProductKeyRow key={department.category_id} department={department} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One department's key, saved on its own; the server's sentence under it when it refuses. */
function ProductKeyRow({ department }: { department: DepartmentProductKey }) {
  const [value, setValue] = useState(department.sat_product_key);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveProductKey();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = departmentProductKeyBody.safeParse({ sat_product_key: value });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? FAILED);
      return;
    }
    setError(null);
    try {
      const stored = await save.mutateAsync({
        categoryId: department.category_id,
        key: body.data.sat_product_key,
      });
      setValue(stored.sat_product_key);
      setSaved(true);
    } catch (failure) {
      setError(reasonOr(failure, FAILED));
    }
  };

  return (
    <li>
      <form className="admin-product-key" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>{department.name}</label>
        <input
          id={inputId}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setSaved(false);
          }}
        />
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          Guardar <span className="visually-hidden">la clave de {department.name}</span>
        </button>
        <p className="admin-product-key-state" role="status">
          {saved ? 'Guardada' : ''}
        </p>
        {error ? (
          <p id={errorId} className="admin-error">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
