import { Model } from 'objection';

class Taxonomy extends Model {
  id!: number;
  name!: string;
  slug!: string;
  description!: string;
  createdAt!: Date;
  updatedAt!: Date;
  postCount?: number;
}

export class Category extends Taxonomy {
  static override tableName = 'categories';
}

export class Tag extends Taxonomy {
  static override tableName = 'tags';
}

export type TaxonomyModel = typeof Category | typeof Tag;
