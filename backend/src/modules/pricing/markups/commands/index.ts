import { CreateMarkupHandler } from './create-markup/create-markup.handler';
import { EditMarkupHandler } from './edit-markup/edit-markup.handler';

/** Every command handler of the mark-ups, for PricingModule's providers. */
export const MARKUP_COMMAND_HANDLERS = [CreateMarkupHandler, EditMarkupHandler];
