/**
 * File names and upload types (spec §5).
 */

/**
 * Keeps only letters, digits, underscores, whitespace and dots. Letters and digits are
 * those of any script, so "Résumé 2024.pdf" keeps its accents (the name is first put in
 * composed form so an accent is one letter, not a letter and a separate mark). Every
 * whitespace character becomes a plain space: a tab or line break kept in a name would
 * break download headers and listings.
 */
export const sanitiseFileName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{Nd}_\s.]/gu, '')
    .replace(/\s/g, ' ');

export interface FileNameParts {
  /** The name without its extension. */
  base: string;
  /** The extension with its dot (".pdf"), or "" when there is none. */
  extension: string;
}

/**
 * Splits at the last dot. A leading dot (".env") or a trailing one ("notes.") is part
 * of the name, not an extension; "archive.tar.gz" has the extension ".gz".
 */
export function splitExtension(fileName: string): FileNameParts {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return { base: fileName, extension: '' };
  return { base: fileName.slice(0, dot), extension: fileName.slice(dot) };
}

/** The extension in lower case without its dot ("PHOTO.JPG" gives "jpg"), or "". */
export const fileExtension = (fileName: string): string => splitExtension(fileName).extension.slice(1).toLowerCase();

export const RENAME_NAME_REQUIRED = 'Please Enter New Name.';

export type RenameResult = { ok: true; fileName: string } | { ok: false; error: string };

/**
 * The name a rename sends: the new name, sanitised, with the old file's extension. The
 * old name is shown without its extension, so a new name typed with that same extension
 * (any case) does not get it twice. A name that is empty or nothing but removed
 * characters is refused with "Please Enter New Name.".
 */
export function renameKeepingExtension(oldFileName: string, newName: string): RenameResult {
  const { extension } = splitExtension(oldFileName);
  let base = sanitiseFileName(newName).trim();
  if (extension && base.toLowerCase().endsWith(extension.toLowerCase())) base = base.slice(0, -extension.length).trim();
  if (base === '' || /^\.+$/.test(base)) return { ok: false, error: RENAME_NAME_REQUIRED };
  return { ok: true, fileName: base + extension };
}

/** Upload types as the drop zone takes them: media type to the extensions it allows. */
export type UploadTypes = Readonly<Record<string, readonly string[]>>;

/** The default upload types: photos from cameras and phones. */
export const DEFAULT_UPLOAD_TYPES: UploadTypes = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
};

/** The fuller list: the default types plus PDF, Excel, plain text and Word documents. */
export const DOCUMENT_UPLOAD_TYPES: UploadTypes = {
  ...DEFAULT_UPLOAD_TYPES,
  'application/pdf': ['.pdf'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** Every extension (without dot, lower case) a set of upload types allows. */
export const uploadExtensions = (types: UploadTypes): string[] => Object.values(types).flat().map((ext) => ext.slice(1));

/** True when the file's extension (any case) is one the upload types allow. */
export const isAllowedUpload = (fileName: string, types: UploadTypes = DEFAULT_UPLOAD_TYPES): boolean =>
  uploadExtensions(types).includes(fileExtension(fileName));

/** Extensions treated as images by uploads other than the drop zone. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** True for a .png, .jpg or .jpeg name in any case. HEIC is not in the spec's image list: most browsers cannot show it. */
export const isImageFileName = (fileName: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
