import { useState } from 'react';
import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { IconEye, IconPlus, IconReplace } from '@tabler/icons-react';
import { ORGANIZATION_DOCUMENTS_MAX, type OrganizationDetails, type SupportingDocument } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateSupportingDocumentsMutation } from '../organizations.api';
import { FileViewer } from '../../../ui/FileViewer';
import { DOCUMENT_ACCEPT, documentsField } from './organization-fields';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { ProfilePanel } from './ProfilePanel';

const column = columnsOf<SupportingDocument>();

const NAMESPACE = 'organizations';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Supporting documents: open one (authorized download, FileViewer), replace one, add more
 * (5 in all), each file checked as at sign-up; a refusal (the browser's or the server's) shows
 * above the list.
 */
export function DocumentsPanel({ organization, canEdit }: { organization: OrganizationDetails; canEdit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [viewing, setViewing] = useState<SupportingDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateSupportingDocumentsMutation();
  const editable = canEdit && organization.status !== 'rejected';
  const room = ORGANIZATION_DOCUMENTS_MAX - organization.documents.length;
  // Picking the same file again (after a refusal) must fire onChange: new (empty) inputs after each pick.
  const [pick, setPick] = useState(0);

  const send = async (files: File[], documentId?: string) => {
    setFailure(null);
    setPick((count) => count + 1);
    if (files.length === 0) return;
    const max = documentId ? 1 : room;
    const errors = zodFormValidator(documentsField(1, Math.max(max, 1)), t)(files);
    const problem = Object.values(errors)[0];
    if (problem) {
      setFailure(String(problem));
      return;
    }
    try {
      const result = await update({ organizationId: organization.organizationId, documentId, documents: files }).unwrap();
      toastSuccess(result.message);
    } catch (error) {
      setFailure(errorMessage(error, t('common:resource.saveFailed')));
    }
  };

  return (
    <ProfilePanel
      title={t('documents.title')}
      action={
        editable &&
        room > 0 && (
          <FileButton key={pick} onChange={(files) => void send(files)} accept={DOCUMENT_ACCEPT} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconPlus size={16} />} loading={isLoading} data-testid="documents-add">
                {t('documents.add')}
              </Button>
            )}
          </FileButton>
        )
      }
      dialogs={
        <FileViewer
          file={viewing && { path: viewing.downloadPath, fileName: viewing.fileName, contentType: viewing.contentType }}
          title={viewing?.fileName ?? ''}
          testId="document"
          onClose={() => setViewing(null)}
        />
      }
    >
      <Text size="sm" c="dimmed">
        {t('form.documentsHint', { max: ORGANIZATION_DOCUMENTS_MAX })}
      </Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="documents-error">
          {failure}
        </Alert>
      )}
      {organization.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.empty')}
        </Text>
      ) : (
        <DataTable
          rows={organization.documents}
          rowKey={(document) => document.documentId}
          withBorder={false}
          testId="document-table"
          columns={[
            column.text('fileName', t('documents.fileName')),
            column.text('contentType', t('documents.type')),
            column.text('sizeBytes', t('documents.size'), { value: (document) => sizeText(document.sizeBytes) }),
            column.date('uploadedAt', t('documents.uploadedAt')),
          ]}
          actionsLabel={t('documents.actions')}
          actions={(document) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEye size={14} />}
                onClick={() => setViewing(document)}
                aria-label={t('documents.openOf', { name: document.fileName })}
                data-testid="document-open"
              >
                {t('documents.open')}
              </Button>
              {editable && (
                <FileButton
                  key={pick}
                  onChange={(file) => void send(file ? [file] : [], document.documentId)}
                  accept={DOCUMENT_ACCEPT}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconReplace size={14} />}
                      aria-label={t('documents.replaceOf', { name: document.fileName })}
                      data-testid="document-replace"
                    >
                      {t('documents.replace')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
          )}
        />
      )}
    </ProfilePanel>
  );
}
