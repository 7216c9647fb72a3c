import {
  markupDetailSchema,
  markupHistoryPageSchema,
  markupListPageSchema,
  markupListSchema,
  markupResultSchema,
  markupSummaryPageSchema,
  priceQuoteResultSchema,
  type CreateMarkupBody,
  type EditMarkupBody,
  type MarkupListQuery,
  type PriceQuoteBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';

const markup = callsOf('markup');
/** Every mark-up list (pages, summary, history, pickers) is this tag; one mark-up's versions are `{ id }`. */
const MARKUPS = { type: 'Markup' as const, id: 'LIST' };

/**
 * The mark-ups of the pricing context (`/markup`, spec section 7 "Markup"): the paged list, the
 * summary per group and product, the history of versions, one version's definition, create and
 * edit (a new version), and the price quote that explains a price ("Why this price"). The groups
 * to choose from are the mark-up groups feature's call (markupGroupsApi.markupGroups). A mark-up
 * write changes every list and its groups' mark-up counts.
 */
export const markupsApi = api.enhanceEndpoints({ addTagTypes: ['Markup', 'MarkupGroup'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      markupListPage: read(markup.get<ListQuery>('GetMarkupListPage'), markupListPageSchema, [MARKUPS]),
      markupSummaryPage: read(markup.get<ListQuery>('GetMarkupSummaryListPage'), markupSummaryPageSchema, [MARKUPS]),
      markupHistoryPage: read(markup.get<ListQuery>('GetMarkupHistoryListPage'), markupHistoryPageSchema, [MARKUPS]),
      /** Every mark-up matching the filters (name order): the history's mark-up filter. */
      markupChoices: read(markup.get<Partial<MarkupListQuery>>('GetMarkupList'), markupListSchema, [MARKUPS]),
      /** One version of a mark-up (the newest without `version`). */
      markupDetail: read(
        markup.get<{ markupID: string; version?: number }>('GetMarkupDetail'),
        markupDetailSchema,
        (_result, _error, { markupID }) => [{ type: 'Markup', id: markupID }],
      ),
      createMarkup: write(markup.send<CreateMarkupBody>('Create'), markupResultSchema, (result) =>
        result ? [MARKUPS, 'MarkupGroup'] : [],
      ),
      // Only a saved edit: after a refusal (MARKUP_CHANGED_MEANWHILE) the form keeps what was typed
      // and the user chooses to reload the newest version.
      editMarkup: write(markup.send<EditMarkupBody>('Edit'), markupResultSchema, (result, _error, body) =>
        result ? [MARKUPS, { type: 'Markup', id: body.markupID }, 'MarkupGroup'] : [],
      ),
      /** A question, not a record: asked on demand, never cached across answers. */
      priceQuote: write(markup.send<PriceQuoteBody>('test'), priceQuoteResultSchema),
    };
  },
});

export const {
  useMarkupChoicesQuery,
  useMarkupDetailQuery,
  useCreateMarkupMutation,
  useEditMarkupMutation,
  usePriceQuoteMutation,
} = markupsApi;
