/** Where the post editor finds these; new code imports them from `kit`. */
export { PageHeading, Skeleton as SkeletonRow } from './kit';
