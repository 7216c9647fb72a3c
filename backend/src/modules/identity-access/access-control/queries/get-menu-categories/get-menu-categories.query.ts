import { Query } from '@nestjs/cqrs';

/** Distinct menu categories, in navigation order. */
export class GetMenuCategories extends Query<string[]> {
  constructor() {
    super();
  }
}
