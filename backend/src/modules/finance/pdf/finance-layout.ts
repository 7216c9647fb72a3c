import { formatDateText } from '@bo/shared';
import { ACCENT, BOLD, INK, MUTED, PdfLayout, REGULAR, pdfText } from '../../../core/pdf/pdf-layout';
import type { FinanceConfig } from '../finance.config';
import type { FinanceWords } from './finance-words';

/** Our company as every finance document prints it at the top (the supplier of the e-invoice). */
export interface CompanyDetails {
  name: string;
  /** Street, then postcode and city: printed one per line. */
  addressLines: string[];
  phone: string;
  email: string;
  tin: string;
  brn: string;
  /** Up to two SST numbers separated by ';', or NA. */
  sst: string;
  /** The tourism tax number, or NA. */
  ttx: string;
}

/** The company's details from finance's configuration section (FINANCE_CONFIG). */
export function companyDetailsOf(config: FinanceConfig): CompanyDetails {
  const cityLine = [config.COMPANY_POSTCODE, config.COMPANY_CITY].filter((part) => part.trim()).join(' ');
  return {
    name: config.COMPANY_NAME,
    addressLines: [config.COMPANY_ADDRESS, cityLine].filter((line) => line.trim()),
    phone: config.COMPANY_PHONE,
    email: config.COMPANY_EMAIL,
    tin: config.COMPANY_TIN,
    brn: config.COMPANY_BRN,
    sst: config.COMPANY_SST,
    ttx: config.COMPANY_TTX,
  };
}

/** A status printed large in the number's place (drafts) or as a banner under the letterhead. */
export const ALERT = '#b42318';

const TITLE_WIDTH = 210;

/**
 * What the finance documents and the statement of account draw alike: our letterhead on the left
 * with the title and number on the right, the two-column "bill to / dates" block, and the
 * date format of the app (2026-Mar-07, months in the document's language).
 */
export class FinanceLayout extends PdfLayout<FinanceWords> {
  /**
   * The company's name, address, contacts and registration numbers; the title and under it the
   * number (under `label`, default 'Document no.'), or `draft` large in its place. Ends below both with an accent rule.
   */
  protected letterhead(company: CompanyDetails, number: { text: string; large: boolean; label?: string }): void {
    const { doc, words: w } = this;
    const top = doc.y;
    const companyWidth = this.width - TITLE_WIDTH - 15;
    const titleLeft = this.left + this.width - TITLE_WIDTH;

    doc.font(BOLD).fontSize(14).fillColor(ACCENT).text(pdfText(company.name), this.left, top, { width: companyWidth });
    doc.font(REGULAR).fontSize(9).fillColor(INK);
    for (const line of company.addressLines) doc.text(pdfText(line), { width: companyWidth });
    doc.text(pdfText(`${w.phone}: ${company.phone}   ${w.email}: ${company.email}`), { width: companyWidth });
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(pdfText(`${w.tin}: ${company.tin}   ${w.brn}: ${company.brn}`), { width: companyWidth });
    doc.text(pdfText(`${w.sst}: ${company.sst}   ${w.ttx}: ${company.ttx}`), { width: companyWidth });
    const companyBottom = doc.y;

    doc
      .font(BOLD)
      .fontSize(20)
      .fillColor(ACCENT)
      .text(pdfText(this.title), titleLeft, top, { width: TITLE_WIDTH, align: 'right' });
    if (number.large) {
      doc.font(BOLD).fontSize(28).fillColor(ALERT).text(pdfText(number.text), { width: TITLE_WIDTH, align: 'right' });
    } else {
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(number.label ?? w.reference), { width: TITLE_WIDTH, align: 'right' });
      doc.font(BOLD).fontSize(14).fillColor(INK).text(pdfText(number.text), { width: TITLE_WIDTH, align: 'right' });
    }

    doc.y = Math.max(doc.y, companyBottom) + 8;
    this.rule(doc.y, 1, ACCENT);
    doc.y += 10;
    doc.x = this.left;
  }

  /** A red banner across the width: the status word large and, under it, why (deactivated documents). */
  protected banner(status: string, detail: string | null): void {
    const { doc } = this;
    doc.font(BOLD).fontSize(18).fillColor(ALERT).text(pdfText(status), this.left, doc.y, { width: this.width });
    if (detail) doc.font(REGULAR).fontSize(10).fillColor(ALERT).text(pdfText(detail), { width: this.width });
    doc.y += 6;
    doc.x = this.left;
  }

  /**
   * The party on the left (label small, name bold) and label/value facts on the right, side by
   * side; facts with an empty value are left out.
   */
  protected partyAndFacts(partyLabel: string, party: string, facts: readonly [string, string | null | undefined][]): void {
    const { doc } = this;
    const top = doc.y;
    const partyWidth = this.width * 0.5;
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(pdfText(partyLabel), this.left, top, { width: partyWidth });
    doc.font(BOLD).fontSize(12).fillColor(INK).text(pdfText(party), { width: partyWidth });
    const partyBottom = doc.y;

    const factsLeft = this.left + partyWidth + 15;
    const labelWidth = 105;
    const valueWidth = this.width - partyWidth - 15 - labelWidth;
    let y = top;
    for (const [label, value] of facts) {
      if (!value) continue;
      const text = pdfText(value);
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(label), factsLeft, y, { width: labelWidth - 5 });
      const labelBottom = doc.y;
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(INK)
        .text(text, factsLeft + labelWidth, y, { width: valueWidth });
      y = Math.max(doc.y, labelBottom) + 1;
    }
    doc.y = Math.max(partyBottom, y) + 6;
    doc.x = this.left;
  }

  /** 2026-Mar-07 / 2026-Mac-07 for a yyyy-MM-dd day; '' when absent. */
  protected date(day: string | null | undefined): string {
    return formatDateText(day, 'display', this.lang);
  }
}
