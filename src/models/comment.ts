import { Model, type RelationMappings } from 'objection';
import { authorRelation, type User } from './user';

export class Comment extends Model {
  static override tableName = 'comments';

  id!: number;
  postId!: number;
  /** Null for a comment imported from another site: then its writer's name is kept instead. */
  authorId!: number | null;
  authorName!: string | null;
  authorEmail!: string | null;
  parentId!: number | null;
  content!: string;
  isApproved!: boolean;
  createdAt!: Date;
  /** Set when a comment with replies was deleted: the row stays, its text is gone. */
  deletedAt!: Date | null;
  author?: User;

  static override get relationMappings(): RelationMappings {
    return {
      author: authorRelation('comments'),
    };
  }
}
