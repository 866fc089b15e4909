import { Model, type RelationMappings } from 'objection';
import type { PostStatus } from '../schemas/posts';
import { Category, Tag } from './taxonomy';
import { authorRelation, type User } from './user';

export class Post extends Model {
  static override tableName = 'posts';

  id!: number;
  slug!: string;
  title!: string;
  excerpt!: string;
  contentHtml!: string;
  featuredImage!: string | null;
  status!: PostStatus;
  publishedAt!: Date | null;
  authorId!: number;
  createdAt!: Date;
  updatedAt!: Date;
  author?: User;
  categories?: Category[];
  tags?: Tag[];

  static override get relationMappings(): RelationMappings {
    return {
      author: authorRelation('posts'),
      categories: {
        relation: Model.ManyToManyRelation,
        modelClass: Category,
        join: {
          from: 'posts.id',
          through: { from: 'postCategories.postId', to: 'postCategories.categoryId' },
          to: 'categories.id',
        },
      },
      tags: {
        relation: Model.ManyToManyRelation,
        modelClass: Tag,
        join: {
          from: 'posts.id',
          through: { from: 'postTags.postId', to: 'postTags.tagId' },
          to: 'tags.id',
        },
      },
    };
  }
}
