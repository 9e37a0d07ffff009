/** A catalogue file the importer cannot use as a whole; the message is Spanish and names the problem. */
export class SepomexFileError extends Error {}
