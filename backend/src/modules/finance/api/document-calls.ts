import { Controller, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  actionResultSchema,
  type DeactivateCategoryRequest,
  deactivateCategorySchema,
  type DeactivateDocumentRequest,
  deactivateDocumentSchema,
  type DocumentRef,
  documentRefSchema,
  financeCategoriesSchema,
  financeDocumentListQuerySchema,
  financeDocumentPageSchema,
  financeDocumentResultSchema,
  financeDocumentSchema,
  type FinanceDocumentKind,
  type FinanceDocumentListFilters,
  type IssueDocumentRequest,
  issueDocumentSchema,
} from '@bo/shared';
import type { ZodType } from 'zod';
import { decorateRoute, type ResourceRoute, type RoutePermission } from '../../../core/crud/resource-controller';
import type { Actor } from '../../../core/context/request-context';
import { DeactivateCategory } from '../commands/deactivate-category/deactivate-category.command';
import { DeactivateDocument } from '../commands/deactivate-document/deactivate-document.command';
import type { DocumentFields } from '../commands/document-content';
import type { DocumentFamily } from '../commands/document-families';
import { IssueDocument } from '../commands/issue-document/issue-document.command';
import { SaveDocument } from '../commands/save-document/save-document.command';
import { GetCategories } from '../queries/get-categories/get-categories.query';
import { GetDocumentPage } from '../queries/get-document-page/get-document-page.query';
import { GetDocument } from '../queries/get-document/get-document.query';

/** The calls of one family of finance documents, as spec section 7 names them under its path. */
export interface DocumentCalls {
  name: string;
  /** `finance/invoice`, `finance/note`, `finance/receipt`. */
  path: string;
  family: DocumentFamily;
  /** Singular and plural words for the OpenAPI summaries. */
  words: [string, string];
  /** Of the family's common calls (update, issue, deactivate, categories): any one of several. */
  permissions: { view: RoutePermission; edit: RoutePermission; approve: RoutePermission };
  update: ZodType;
  /**
   * Per kind of the family: where its insert, getall and getbyno are (`insert` / `credit/insert`),
   * its insert's body and its own view and create permissions.
   */
  kinds: {
    kind: FinanceDocumentKind;
    prefix: string;
    insert: ZodType;
    getAll: 'GET' | 'POST';
    permissions: { view: string; create: string };
  }[];
}

type Body = DocumentFields & { issue?: boolean; documentId?: string };
const fieldsOf = ({ issue: _issue, documentId: _id, ...fields }: Body) => fields as DocumentFields;

/**
 * A controller of one family's calls: insert/getall/getbyno per kind, update/issue/deactivate,
 * categories and deactivateCategory, and generatepdf is the PDF part's. Thin: each call is one
 * command or query. Made from a definition because the three families differ only in paths,
 * permissions and bodies.
 */
export function documentCallsController(spec: DocumentCalls): Type<object> {
  const { family, permissions: p, words } = spec;
  const tags = ['finance'];

  @Controller(spec.path)
  class DocumentCallsController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: QueryBus,
    ) {}

    update(actor: Actor, body: Body) {
      return this.commands.execute(
        new SaveDocument(actor, family, { documentId: body.documentId! }, fieldsOf(body), body.issue ?? false),
      );
    }

    issue(actor: Actor, body: IssueDocumentRequest) {
      return this.commands.execute(new IssueDocument(actor, family, body.documentId));
    }

    deactivate(actor: Actor, body: DeactivateDocumentRequest) {
      return this.commands.execute(new DeactivateDocument(actor, family, body.documentId, body.reason));
    }

    categories() {
      return this.queries.execute(new GetCategories(family));
    }

    deactivateCategory(actor: Actor, body: DeactivateCategoryRequest) {
      return this.commands.execute(new DeactivateCategory(actor, family, body.category));
    }
  }

  const proto = DocumentCallsController.prototype as unknown as Record<string, unknown>;
  /** A POST taking the actor and the body, at `path` (the method's name unless given). */
  const post = (key: string, route: Omit<ResourceRoute, 'path'> & { path?: string }) =>
    decorateRoute(proto, key, { ...route, path: route.path ?? key }, 'POST', tags, ['actor', 'body']);
  const one = words[0];
  post('update', {
    permission: p.edit,
    summary: `Change a draft ${one} (\`issue: true\` issues it too)`,
    body: spec.update,
    response: financeDocumentResultSchema,
  });
  post('issue', {
    permission: p.approve,
    summary: `Issue a draft ${one}: its number is assigned and it is read-only from then on`,
    body: issueDocumentSchema,
    response: financeDocumentResultSchema,
  });
  post('deactivate', {
    permission: p.edit,
    summary: `Deactivate (void) a ${one} with a reason; an issued one stays on record`,
    body: deactivateDocumentSchema,
    response: financeDocumentResultSchema,
  });
  post('deactivateCategory', {
    permission: p.edit,
    summary: `Switch a category off for new ${words[1]}`,
    body: deactivateCategorySchema,
    response: actionResultSchema,
  });
  decorateRoute(
    proto,
    'categories',
    {
      path: 'categories',
      permission: p.view,
      summary: `The categories of ${words[1]} and whether each is active`,
      response: financeCategoriesSchema,
    },
    'GET',
    tags,
    [],
  );

  for (const { kind, prefix, insert, getAll, permissions: own } of spec.kinds) {
    const at = (name: string) => (prefix ? `${prefix}/${name}` : name);
    const key = (name: string) => `${name}${prefix ? `_${prefix}` : ''}`;
    proto[key('insert')] = function (this: DocumentCallsController, actor: Actor, body: Body) {
      return this.commands.execute(new SaveDocument(actor, family, { kind }, fieldsOf(body), body.issue ?? false));
    };
    proto[key('getall')] = function (this: DocumentCallsController, actor: Actor, query: FinanceDocumentListFilters | undefined) {
      return this.queries.execute(new GetDocumentPage(actor, [kind], financeDocumentListQuerySchema.parse(query ?? {})));
    };
    proto[key('getbyno')] = function (this: DocumentCallsController, actor: Actor, body: DocumentRef) {
      return this.queries.execute(
        new GetDocument(actor, family, body, kind === 'INVOICE' || kind === 'RECEIPT' ? undefined : kind),
      );
    };
    const label = kind.toLowerCase().replace('_', ' ');
    post(key('insert'), {
      path: at('insert'),
      permission: own.create,
      summary: `Add a ${label} as a draft (\`issue: true\` issues it at once); 'Failed to insert invoice.' on failure`,
      body: insert,
      response: financeDocumentResultSchema,
    });
    post(key('getbyno'), {
      path: at('getbyno'),
      permission: own.view,
      summary: `One ${label} by its number (or id, for a draft)`,
      body: documentRefSchema,
      response: financeDocumentSchema,
    });
    const list =
      getAll === 'GET' ? { query: financeDocumentListQuerySchema } : { body: financeDocumentListQuerySchema.optional() };
    decorateRoute(
      proto,
      key('getall'),
      {
        path: at('getall'),
        permission: own.view,
        summary: `The ${label}s, filtered, sorted and paged, with totals per currency (agency users: their own, issued)`,
        ...list,
        response: financeDocumentPageSchema,
      },
      getAll,
      tags,
      ['actor', getAll === 'GET' ? 'query' : 'body'],
    );
  }
  Object.defineProperty(DocumentCallsController, 'name', { value: spec.name });
  return DocumentCallsController;
}
