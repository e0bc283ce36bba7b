/**
 * Before/after tags of work-order photos: the sign-off shows the photos tagged "after".
 */
export const FILE_TAGS = ['none', 'before', 'after'] as const;
export type FileTag = (typeof FILE_TAGS)[number];

export const FILE_TAG_LABELS: Record<FileTag, string> = { none: 'No tag', before: 'Before', after: 'After' };
