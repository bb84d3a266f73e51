import { verifactuChainText } from '@costa/domain';
import { sha256Hex } from './keys';

describe("the invoices' hash", () => {
  it("is the register's: the tax agency's published example hashes to its published hash", () => {
    const text = verifactuChainText(
      { number: '12345678/G33', issueDate: '2024-01-01', vatCents: 1235, totalCents: 12345, seller: { taxId: '89890001K' } },
      { invoiceType: 'F1', previousHash: '', generatedAt: '2024-01-01T19:20:30+01:00' },
    );
    expect(sha256Hex(text).toUpperCase()).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });
});
