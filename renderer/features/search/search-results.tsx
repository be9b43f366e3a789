import { appErrorOf } from '../../api/app-error-of';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { NoListings } from './no-listings';
import { ResultsList } from './results-list';
import { ResultsPager } from './results-pager';
import { SearchingSkeleton } from './searching-skeleton';
import type { SearchResultsState } from './use-search-results';

/** The page of results with its pager; or why there is none: failed, still searching, or no match. */
export function SearchResults({ search }: { search: SearchResultsState }) {
  const { result, data, nearest, page, perPage, pageable, searchedZip, origin, nextPage } = search;
  if (result.isError && !data)
    return (
      <ErrorPanel
        error={appErrorOf(result.error)}
        title="The search could not be run"
        feature="Listing search"
        onRetry={() => void result.refetch()}
      />
    );
  // An empty page kept while another search loads says nothing of the new one: it is still searching.
  if (!data || data.data.length === 0)
    return <Card>{!data || result.isPlaceholderData ? <SearchingSkeleton /> : <NoListings />}</Card>;
  return (
    <>
      {result.isError && (
        <ErrorPanel
          error={appErrorOf(result.error)}
          title="This page could not be loaded"
          onRetry={() => void result.refetch()}
        />
      )}
      <ResultsList
        listings={data.data}
        busy={result.isFetching}
        origin={searchedZip ? origin : null}
        nextPage={nextPage}
        // A page kept on screen while the next one loads is not this answer: no new drops yet.
        answeredAt={result.isPlaceholderData || result.isFetching ? undefined : result.dataUpdatedAt}
      />
      <ResultsPager
        page={page}
        pageable={pageable}
        perPage={perPage}
        lastPage={nearest ? page * perPage >= nearest.sorted : !data.next}
        onPrevious={search.goPrevious}
        onNext={search.goNext}
      />
    </>
  );
}
