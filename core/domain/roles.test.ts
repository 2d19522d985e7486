import { describe, expect, it } from 'vitest';
import { backendOperations } from '../../src/api/generated/backend-operations/operations';
import { contentOperations } from '../../src/api/generated/content-operations/operations';
import { emailOperations } from '../../src/api/generated/email-operations/operations';
import { mayCall, OPERATION_RIGHTS, requireRight, ROLES, trashKindsOf } from './roles';

describe('the table of rights (issue 46)', () => {
  it('names every operation of the three contracts, and no other', () => {
    const contracts = [...backendOperations, ...contentOperations, ...emailOperations]
      .map((operation) => operation.operationId)
      .sort();
    expect(Object.keys(OPERATION_RIGHTS).sort()).toEqual(contracts);
  });

  it('gives an admin everything, and each role its own account and the public', () => {
    for (const operationId of Object.keys(OPERATION_RIGHTS)) {
      expect(mayCall('admin', operationId), operationId).toBe(true);
    }
    for (const role of ROLES) {
      expect(mayCall(role, 'login')).toBe(true);
      expect(mayCall(role, 'changePassword')).toBe(true);
      expect(mayCall(role, 'enableTotp')).toBe(true);
      expect(mayCall(role, 'listProducts')).toBe(true);
      expect(mayCall(role, 'noSuchOperation')).toBe(false);
    }
  });

  it('keeps the enquiries from an editor and the content from sales', () => {
    expect(mayCall('editor', 'listContactInbox')).toBe(false);
    expect(mayCall('editor', 'updateProduct')).toBe(true);
    expect(mayCall('editor', 'listAuditLog')).toBe(false);
    expect(mayCall('editor', 'register')).toBe(false);
    expect(mayCall('sales', 'listContactInbox')).toBe(true);
    expect(mayCall('sales', 'updateProduct')).toBe(false);
    expect(mayCall('sales', 'getDocumentById')).toBe(true);
    expect(mayCall('sales', 'uploadContentImage')).toBe(false);
    expect(trashKindsOf('admin')).toEqual(['product', 'page', 'document', 'file', 'enquiry']);
    expect(trashKindsOf('editor')).toEqual(['product', 'page', 'document', 'file']);
    expect(trashKindsOf('sales')).toEqual(['enquiry']);
  });

  it('refuses with 403 and the role, in Turkish', () => {
    expect(() => requireRight('updateProduct', 'sales')).toThrowError(
      expect.objectContaining({
        statusCode: 403,
        message: 'Bu işlem için yetkiniz yok: Satış rolü bunu yapamaz.',
        extra: { reason: 'role' },
      }),
    );
    expect(() => requireRight('updateProduct', 'editor')).not.toThrow();
  });
});
