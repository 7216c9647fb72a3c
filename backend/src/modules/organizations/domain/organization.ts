import { type Language, ORGANIZATION_DOCUMENTS_MAX, type OrganizationStatus } from '@bo/shared';
import type { Aggregate } from '../../../core/event-store/aggregate';
import { AppError } from '../../../core/errors/app-error';
import {
  type DocumentRef,
  ORGANIZATION_EVENT_VERSION,
  ORGANIZATION_STREAM_TYPE,
  type OrganizationEvent,
  type OrganizationProfile,
  type ProductRateCode,
} from './organization.events';

/** What the decisions need to know, folded from the stream. */
export interface OrganizationState {
  exists: boolean;
  organizationId: string | null;
  status: OrganizationStatus | null;
  profile: OrganizationProfile | null;
  defaultCurrency: string | null;
  language: Language;
  /** Current (not replaced) documents. */
  documentIds: string[];
  rateCodes: Record<string, Pick<ProductRateCode, 'productType' | 'rateCode'>>;
}

const initialOrganizationState: OrganizationState = {
  exists: false,
  organizationId: null,
  status: null,
  profile: null,
  defaultCurrency: null,
  language: 'en',
  documentIds: [],
  rateCodes: {},
};

export type OrganizationCommand =
  | {
      type: 'Apply' | 'Register';
      organizationId: string;
      profile: OrganizationProfile;
      defaultCurrency: string;
      language: Language;
      documents: DocumentRef[];
      at: string;
    }
  | { type: 'Approve' }
  | { type: 'Reject'; reason: string | undefined }
  | { type: 'UpdateDetails'; profile: OrganizationProfile; defaultCurrency: string }
  | { type: 'AddDocuments'; documents: DocumentRef[] }
  | { type: 'ReplaceDocument'; replacedDocumentId: string; document: DocumentRef }
  | { type: 'AddRateCode'; rateCode: ProductRateCode }
  | { type: 'UpdateRateCode'; rateCode: ProductRateCode }
  | { type: 'ResetSecretKey'; keyHash: string };

function evolve(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationApplied':
    case 'OrganizationRegistered':
      return {
        ...state,
        exists: true,
        organizationId: event.data.organizationId,
        status: 'pending',
        profile: event.data.profile,
        defaultCurrency: event.data.defaultCurrency,
        language: event.data.language,
        documentIds: event.data.documents.map((d) => d.documentId),
      };
    case 'OrganizationApproved':
      return { ...state, status: 'approved' };
    case 'OrganizationRejected':
      return { ...state, status: 'rejected' };
    case 'OrganizationDetailsUpdated':
      return { ...state, profile: event.data.profile, defaultCurrency: event.data.defaultCurrency };
    case 'SupportingDocumentAdded':
      return { ...state, documentIds: [...state.documentIds, event.data.document.documentId] };
    case 'SupportingDocumentReplaced':
      return {
        ...state,
        documentIds: state.documentIds.map((id) => (id === event.data.replacedDocumentId ? event.data.document.documentId : id)),
      };
    case 'ProductRateCodeAdded':
    case 'ProductRateCodeUpdated':
      return {
        ...state,
        rateCodes: {
          ...state.rateCodes,
          [event.data.productRateCodeId]: { productType: event.data.productType, rateCode: event.data.rateCode },
        },
      };
    case 'SecretKeyReset':
      return state;
  }
}

/** The organization as the core aggregate store folds it (stream `organization-<id>`). */
export const organization: Aggregate<OrganizationState, OrganizationEvent> = {
  streamType: ORGANIZATION_STREAM_TYPE,
  schemaVersion: ORGANIZATION_EVENT_VERSION,
  initialState: () => initialOrganizationState,
  evolve,
};

/** The business rules of the lifecycle: which command is allowed in which state, and what it records. */
export function decide(command: OrganizationCommand, state: OrganizationState): OrganizationEvent[] {
  if (command.type === 'Apply' || command.type === 'Register') {
    if (state.exists) throw new AppError('CONCURRENCY_CONFLICT');
    const { organizationId, profile, defaultCurrency, language, documents } = command;
    if (command.type === 'Apply') {
      return [
        {
          type: 'OrganizationApplied',
          data: { organizationId, profile, defaultCurrency, language, documents, termsAcceptedAt: command.at },
        },
      ];
    }
    // Staff-created organizations are approved at once: one approval event for every consumer.
    return [
      { type: 'OrganizationRegistered', data: { organizationId, profile, defaultCurrency, language, documents } },
      { type: 'OrganizationApproved', data: approvedData(organizationId, profile, defaultCurrency, language) },
    ];
  }

  if (!state.exists || !state.profile || !state.organizationId) throw new AppError('RECORD_NOT_FOUND');
  const organizationId = state.organizationId;
  const profile = state.profile;

  switch (command.type) {
    case 'Approve':
      if (state.status !== 'pending') throw new AppError('ORGANIZATION_ALREADY_DECIDED');
      return [
        {
          type: 'OrganizationApproved',
          data: approvedData(organizationId, profile, state.defaultCurrency ?? '', state.language),
        },
      ];
    case 'Reject': {
      if (state.status !== 'pending') throw new AppError('ORGANIZATION_ALREADY_DECIDED');
      const reason = command.reason?.trim();
      if (!reason) throw new AppError('REJECTION_REASON_REQUIRED');
      return [
        {
          type: 'OrganizationRejected',
          data: {
            organizationId,
            organizationName: profile.organizationName,
            email: profile.email,
            language: state.language,
            reason,
          },
        },
      ];
    }
    case 'UpdateDetails':
      assertNotRejected(state);
      return [
        {
          type: 'OrganizationDetailsUpdated',
          data: { organizationId, profile: command.profile, defaultCurrency: command.defaultCurrency },
        },
      ];
    case 'AddDocuments':
      assertNotRejected(state);
      if (command.documents.length === 0 || state.documentIds.length + command.documents.length > ORGANIZATION_DOCUMENTS_MAX) {
        throw new AppError('DOCUMENT_COUNT_INVALID', { min: 1, max: ORGANIZATION_DOCUMENTS_MAX });
      }
      return command.documents.map((document) => ({ type: 'SupportingDocumentAdded', data: { organizationId, document } }));
    case 'ReplaceDocument':
      assertNotRejected(state);
      if (!state.documentIds.includes(command.replacedDocumentId)) throw new AppError('RECORD_NOT_FOUND');
      return [
        {
          type: 'SupportingDocumentReplaced',
          data: { organizationId, replacedDocumentId: command.replacedDocumentId, document: command.document },
        },
      ];
    case 'AddRateCode':
    case 'UpdateRateCode': {
      if (state.status !== 'approved') throw new AppError('ORGANIZATION_NOT_APPROVED');
      const { productRateCodeId, productType, rateCode } = command.rateCode;
      const exists = productRateCodeId in state.rateCodes;
      if (command.type === 'UpdateRateCode' && !exists) throw new AppError('RECORD_NOT_FOUND');
      if (command.type === 'AddRateCode' && exists) throw new AppError('CONCURRENCY_CONFLICT');
      const taken = Object.entries(state.rateCodes).some(
        ([id, code]) => id !== productRateCodeId && code.productType === productType && code.rateCode === rateCode,
      );
      if (taken) throw new AppError('PRODUCT_RATE_CODE_TAKEN');
      const type = command.type === 'AddRateCode' ? 'ProductRateCodeAdded' : 'ProductRateCodeUpdated';
      return [{ type, data: { organizationId, ...command.rateCode } }];
    }
    case 'ResetSecretKey':
      if (state.status !== 'approved') throw new AppError('ORGANIZATION_NOT_APPROVED');
      return [{ type: 'SecretKeyReset', data: { organizationId, keyHash: command.keyHash } }];
  }
}

function assertNotRejected(state: OrganizationState) {
  if (state.status === 'rejected') throw new AppError('ORGANIZATION_REJECTED_READ_ONLY');
}

function approvedData(organizationId: string, profile: OrganizationProfile, defaultCurrency: string, language: Language) {
  return {
    organizationId,
    organizationName: profile.organizationName,
    email: profile.email,
    contactPersonName: profile.contactPersonName,
    defaultCurrency,
    countryCode: profile.countryCode,
    language,
  };
}
