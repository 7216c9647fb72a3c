import { VerifySecretKeyHandler } from './verify-secret-key/verify-secret-key.handler';
import { GetOrganizationDetailsHandler } from './get-organization-details/get-organization-details.handler';
import { GetOrganizationDropDownHandler } from './get-organization-drop-down/get-organization-drop-down.handler';
import { GetOrganizationHistoryHandler } from './get-organization-history/get-organization-history.handler';
import { GetOrganizationInfoCompleteHandler } from './get-organization-info-complete/get-organization-info-complete.handler';
import { GetOrganizationListHandler } from './get-organization-list/get-organization-list.handler';
import { GetOrganizationPageHandler } from './get-organization-page/get-organization-page.handler';
import { SendOrganizationDocumentHandler } from './send-organization-document/send-organization-document.handler';

/** Every query handler of the context, for its module's providers. */
export const ORGANIZATION_QUERY_HANDLERS = [
  GetOrganizationInfoCompleteHandler,
  GetOrganizationDropDownHandler,
  GetOrganizationListHandler,
  GetOrganizationPageHandler,
  GetOrganizationHistoryHandler,
  SendOrganizationDocumentHandler,
  GetOrganizationDetailsHandler,
  VerifySecretKeyHandler,
];
