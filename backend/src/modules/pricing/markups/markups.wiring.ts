import { UserDirectoryModule } from '../../identity-access';
import { MarkupsController } from './api/markups.controller';
import { MARKUP_COMMAND_HANDLERS } from './commands';
import { MarkupWriter } from './commands/markup-writer.service';
import { MarkupVersionsProjection } from './projections/markup-versions.projection';
import { MarkupsProjection } from './projections/markups.projection';
import { MARKUP_QUERY_HANDLERS } from './queries';
import { MarkupRules } from './services/markup-rules';

/** What the mark-ups (event-sourced: commands, queries, projections) contribute to PricingModule. */
export const MARKUP_CONTROLLERS = [MarkupsController];
/** MarkupRules: the current versions in force, for the quote and the hotels' selling prices. */
export const MARKUP_PROVIDERS = [
  MarkupWriter,
  ...MARKUP_COMMAND_HANDLERS,
  ...MARKUP_QUERY_HANDLERS,
  MarkupRules,
  MarkupsProjection,
  MarkupVersionsProjection,
];
/** Nest modules of other contexts it needs (their exported services). */
// UserDirectory: the names of the users who made each version (the history's "who").
export const MARKUP_IMPORTS = [UserDirectoryModule];
