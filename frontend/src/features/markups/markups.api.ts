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
  type MarkupDetail,
  type MarkupHistoryItem,
  type MarkupListItem,
  type MarkupListQuery,
  type MarkupSummaryItem,
  type PriceQuoteBody,
  type PriceQuoteResult,
} from '@bo/shared';
import { api, parse, type Result } from '../../lib/api';
import type { ListQuery, Page } from '../../ui/resource';

const MARKUP = 'markup';
/** Every mark-up list (pages, summary, history, pickers) is this tag; one mark-up's versions are `{ id }`. */
const MARKUPS = { type: 'Markup' as const, id: 'LIST' };

type MarkupResult = Result<typeof markupResultSchema>;

/**
 * The mark-ups of the pricing context (`/markup`, spec section 7 "Markup"): the paged list, the
 * summary per group and product, the history of versions, one version's definition, create and
 * edit (a new version), and the price quote that explains a price ("Why this price"). The groups
 * to choose from are the mark-up groups feature's call (markupGroupsApi.markupGroups). A mark-up
 * write changes every list and its groups' mark-up counts.
 */
export const markupsApi = api.enhanceEndpoints({ addTagTypes: ['Markup', 'MarkupGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    markupListPage: build.query<Page<MarkupListItem>, ListQuery>({
      query: (params) => ({ url: `${MARKUP}/GetMarkupListPage`, params }),
      transformResponse: parse(markupListPageSchema),
      providesTags: [MARKUPS],
    }),
    markupSummaryPage: build.query<Page<MarkupSummaryItem>, ListQuery>({
      query: (params) => ({ url: `${MARKUP}/GetMarkupSummaryListPage`, params }),
      transformResponse: parse(markupSummaryPageSchema),
      providesTags: [MARKUPS],
    }),
    markupHistoryPage: build.query<Page<MarkupHistoryItem>, ListQuery>({
      query: (params) => ({ url: `${MARKUP}/GetMarkupHistoryListPage`, params }),
      transformResponse: parse(markupHistoryPageSchema),
      providesTags: [MARKUPS],
    }),
    /** Every mark-up matching the filters (name order): the history's mark-up filter. */
    markupChoices: build.query<MarkupListItem[], Partial<MarkupListQuery>>({
      query: (params) => ({ url: `${MARKUP}/GetMarkupList`, params }),
      transformResponse: parse(markupListSchema),
      providesTags: [MARKUPS],
    }),
    /** One version of a mark-up (the newest without `version`). */
    markupDetail: build.query<MarkupDetail, { markupID: string; version?: number }>({
      query: (params) => ({ url: `${MARKUP}/GetMarkupDetail`, params }),
      transformResponse: parse(markupDetailSchema),
      providesTags: (_result, _error, { markupID }) => [{ type: 'Markup', id: markupID }],
    }),
    createMarkup: build.mutation<MarkupResult, CreateMarkupBody>({
      query: (body) => ({ url: `${MARKUP}/Create`, method: 'POST', body }),
      transformResponse: parse(markupResultSchema),
      invalidatesTags: (result) => (result ? [MARKUPS, 'MarkupGroup'] : []),
    }),
    // Only a saved edit: after a refusal (MARKUP_CHANGED_MEANWHILE) the form keeps what was typed
    // and the user chooses to reload the newest version.
    editMarkup: build.mutation<MarkupResult, EditMarkupBody>({
      query: (body) => ({ url: `${MARKUP}/Edit`, method: 'POST', body }),
      transformResponse: parse(markupResultSchema),
      invalidatesTags: (result, _error, body) => (result ? [MARKUPS, { type: 'Markup', id: body.markupID }, 'MarkupGroup'] : []),
    }),
    /** A question, not a record: asked on demand, never cached across answers. */
    priceQuote: build.mutation<PriceQuoteResult, PriceQuoteBody>({
      query: (body) => ({ url: `${MARKUP}/test`, method: 'POST', body }),
      transformResponse: parse(priceQuoteResultSchema),
    }),
  }),
});

export const {
  useMarkupChoicesQuery,
  useMarkupDetailQuery,
  useCreateMarkupMutation,
  useEditMarkupMutation,
  usePriceQuoteMutation,
} = markupsApi;
