/**
 * An error whose message is meant for the shopper: Spanish, and safe to send as it is. Anything else
 * that escapes a handler becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The form field at fault, for a form that shows each error under its field. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  notFound: 'No encontrado',
  invalidInput: 'Los datos enviados no son válidos.',
  unknownField: 'La petición lleva campos que no se permiten.',
  invalidJson: 'El cuerpo de la petición no es JSON válido.',
  tooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido no es compatible; envíe JSON.',
  crossSite: 'Esta petición viene de otro sitio y no se acepta.',
  notFromShop: 'Esta petición no se hizo desde la tienda y no se acepta.',
  internal: 'Ha ocurrido un error. Intenta de nuevo más tarde.',
  unavailable: 'La tienda no puede atender en este momento. Intenta de nuevo en unos minutos.',
  webNotBuilt: 'La tienda web no está compilada. Ejecuta npm run build.',
} as const;
