/** Group documents: list, upload (multipart file + kind, with progress), download link, delete. */
import { uploadFile, type components } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';
import { codeOptions, DOCUMENT_KIND_LABELS, type DocumentKind } from '../ui/vocab';

export type GroupDocument = components['schemas']['Document'];

/** What a group's documents may be uploaded as: life-event proof comes with the employee's report, carrier files are written by Canopy. */
export const UPLOAD_KINDS: [DocumentKind, string][] = codeOptions(DOCUMENT_KIND_LABELS).filter(([kind]) => kind !== 'life_event' && kind !== 'carrier_file');
export const DOCUMENT_EXTENSIONS = ['pdf', 'csv', 'xlsx', 'xls', 'docx', 'doc', 'png', 'jpg', 'jpeg', 'txt'];
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export const documentsQuery = (groupId: string) =>
  queryOptions({ queryKey: [...groupKeys.detail(groupId), 'documents'], queryFn: () => unwrap(api.GET('/groups/{id}/documents', { params: { path: { id: groupId } } })) });

export function uploadDocument(groupId: string, file: File, kind: DocumentKind, onProgress?: (f: number) => void): Promise<GroupDocument> {
  return uploadFile<GroupDocument>(`/groups/${groupId}/documents`, file, { onProgress, fields: { kind } });
}

export function deleteDocument(id: string): Promise<void> {
  return unwrap(api.DELETE('/documents/{id}', { params: { path: { id } } })) as Promise<void>;
}

export const documentHref = (id: string) => `/api/documents/${id}/download`;
