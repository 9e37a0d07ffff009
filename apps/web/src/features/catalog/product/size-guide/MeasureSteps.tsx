/** 'Cómo medir tu pie': the size guide's steps, and '¿Cuál es mi talla?''s. */
export function FootSteps() {
  return (
    <ol className="size-guide-steps">
      <li>Pon una hoja de papel en el piso, pegada a la pared.</li>
      <li>Párate sobre ella, con calcetín y el talón contra la pared.</li>
      <li>Marca con un lápiz la punta de tu dedo más largo.</li>
      <li>Mide en centímetros de la orilla de la hoja a la marca: esa es tu talla mexicana.</li>
      <li>
        Mide los dos pies, mejor por la tarde, y usa la medida mayor. Si quedas entre dos tallas, elige la más
        grande.
      </li>
    </ol>
  );
}

/** 'Cómo medir tu cabeza'. */
export function HatSteps() {
  return (
    <ol className="size-guide-steps">
      <li>Usa una cinta métrica flexible, como la de costura (o un cordón y después una regla).</li>
      <li>Rodea tu cabeza un dedo arriba de las cejas y de las orejas, por donde se apoya el sombrero.</li>
      <li>Ajusta la cinta sin apretar y lee los centímetros: esa es tu talla.</li>
      <li>Si quedas entre dos tallas, elige la más grande.</li>
    </ol>
  );
}
