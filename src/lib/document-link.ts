import { imageUrl } from './image-url';

/** The address a document opens: its stored file (on the backend), else its web address. */
export const documentHref = (document: { file: string | null; url: string | null }) =>
  imageUrl(document.file) ?? document.url;
