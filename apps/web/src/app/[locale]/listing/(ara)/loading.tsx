import { PageLoading } from '@/components/public/page-loading';

/** Shown while a listing searched with a query renders (SPEC §2 "loading spinner"). */
export default PageLoading;
