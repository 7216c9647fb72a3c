import { CreateOrganizationHandler } from './create-organization/create-organization.handler';
import { DecideOrganizationHandler } from './decide-organization/decide-organization.handler';
import { IssueApiTokenHandler } from './issue-api-token/issue-api-token.handler';
import { ResetSecretKeyHandler } from './reset-secret-key/reset-secret-key.handler';
import { SaveProductRateCodeHandler } from './save-product-rate-code/save-product-rate-code.handler';
import { SignUpOrganizationHandler } from './sign-up-organization/sign-up-organization.handler';
import { UpdateOrganizationHandler } from './update-organization/update-organization.handler';
import { UpdateSupportingDocumentsHandler } from './update-supporting-documents/update-supporting-documents.handler';

/** Every command handler of the context, for its module's providers. */
export const ORGANIZATION_COMMAND_HANDLERS = [
  SignUpOrganizationHandler,
  CreateOrganizationHandler,
  DecideOrganizationHandler,
  UpdateOrganizationHandler,
  SaveProductRateCodeHandler,
  UpdateSupportingDocumentsHandler,
  ResetSecretKeyHandler,
  IssueApiTokenHandler,
];
