import type { OrganizationCommand } from '../../domain/organization';
import type { ProductRateCode } from '../../domain/organization.events';
import { applied, approve, given, ORG_ID } from '../../domain/organization.given';

// SaveProductRateCodeHandler: the caller's organization (targetOrganization), then `AddRateCode`
// (no id given: a new one) or `UpdateRateCode` (the id given).
const code = (productRateCodeId: string, rateCode: string, productType = 'hotel'): ProductRateCode => ({
  productRateCodeId,
  productType,
  rateCode,
  description: null,
  active: true,
});
const addCode = (c: ProductRateCode): OrganizationCommand => ({ type: 'AddRateCode', rateCode: c });
const updateCode = (c: ProductRateCode): OrganizationCommand => ({ type: 'UpdateRateCode', rateCode: c });
const approved = given(applied, approve);
const withCorp = given(applied, approve, addCode(code('rc-1', 'CORP')));

describe('save a product rate code: given / when AddRateCode or UpdateRateCode / then', () => {
  test('given an approved organization, when a code is added, then ProductRateCodeAdded; when changed, ProductRateCodeUpdated', () => {
    expect(approved.when(addCode(code('rc-1', 'CORP')))).toEqual([
      { type: 'ProductRateCodeAdded', data: { organizationId: ORG_ID, ...code('rc-1', 'CORP') } },
    ]);
    expect(withCorp.when(updateCode(code('rc-1', 'CORP2')))).toEqual([
      { type: 'ProductRateCodeUpdated', data: { organizationId: ORG_ID, ...code('rc-1', 'CORP2') } },
    ]);
  });

  test('the same code for another product type is another code: added', () => {
    expect(withCorp.when(addCode(code('rc-2', 'CORP', 'flight')))).toHaveLength(1);
  });

  test('refused PRODUCT_RATE_CODE_TAKEN: a code the organization has for the product type, by another id', () => {
    expect(withCorp.refused(addCode(code('rc-2', 'CORP')))).toBe('PRODUCT_RATE_CODE_TAKEN');
    const two = given(applied, approve, addCode(code('rc-1', 'CORP')), addCode(code('rc-2', 'GOV')));
    expect(two.refused(updateCode(code('rc-2', 'CORP')))).toBe('PRODUCT_RATE_CODE_TAKEN');
  });

  test('refused: updating an unknown id RECORD_NOT_FOUND; adding a known id CONCURRENCY_CONFLICT', () => {
    expect(approved.refused(updateCode(code('rc-9', 'X')))).toBe('RECORD_NOT_FOUND');
    expect(withCorp.refused(addCode(code('rc-1', 'OTHER')))).toBe('CONCURRENCY_CONFLICT');
  });

  test('refused: an organization not approved ORGANIZATION_NOT_APPROVED; none RECORD_NOT_FOUND', () => {
    expect(given(applied).refused(addCode(code('rc-1', 'CORP')))).toBe('ORGANIZATION_NOT_APPROVED');
    expect(given().refused(addCode(code('rc-1', 'CORP')))).toBe('RECORD_NOT_FOUND');
  });
});
