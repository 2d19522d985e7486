import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { mayCall } from '../../../core/domain/roles';
import { useGetAccountSecurity } from '../../api/generated/backend/endpoints/user/user';
import { AdminPage } from '../../components/admin/admin-page';
import { LoadingState } from '../../components/query-states';
import {
  EnquiryDaysSection,
  FailedMailsSection,
  PagesSection,
  WaitingSection,
  WeekSection,
} from './enquiry-sections';
import { enquiryStatsQuery, visitStatsQuery } from './queries';
import { RangePicker } from './range-picker';
import { MissedSearchesSection } from './search-sections';
import { dashboardView, formatDay } from './range';
import {
  ClicksSection,
  DevicesSection,
  SourcesSection,
  VisitDaysSection,
  VisitPagesSection,
} from './visit-sections';

const TITLE = 'Gösterge Paneli';

/**
 * The panel's first screen (issue 48): the enquiries of this week and the last, those waiting to
 * be called, visits and enquiries per page, where the visits came from, devices, clicks, the
 * site searches that found nothing (issue 49) and the notification e-mails that failed, for a range kept in the URL. Each card loads and fails on its
 * own. A role without the enquiries ('Editör') sees the visits only, and its enquiry figures are
 * never asked for.
 */
export function DashboardPage() {
  const search = useSearch({ from: '/admin/' });
  const navigate = useNavigate({ from: '/admin/' });
  // The clock the ranges and the waits are counted from, read once per visit of the screen.
  const [now] = useState(() => Date.now());
  const view = dashboardView(search, now);
  const security = useGetAccountSecurity({ query: { staleTime: 30_000 } });
  const role = security.data?.data.role;
  const seesEnquiries = role !== undefined && mayCall(role, 'getEnquiryStats');
  const visits = useQuery(visitStatsQuery(view));
  const enquiries = useQuery(enquiryStatsQuery(view, seesEnquiries));
  const visitStats = visits.data?.data;
  const enquiryStats = enquiries.data?.data;

  return (
    <AdminPage
      title={TITLE}
      description={`${formatDay(view.from)} – ${formatDay(view.to)} arası; haftalık karşılaştırma her zaman bu hafta ile geçen haftadır.`}
      actions={
        <RangePicker
          key={`${view.range}-${view.from}-${view.to}`}
          view={view}
          onChange={(next) => void navigate({ search: next, replace: true })}
        />
      }
    >
      {role === undefined && security.isPending ? (
        <LoadingState className="py-12" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          {seesEnquiries ? (
            <>
              <WeekSection stats={enquiryStats} state={enquiries} />
              <WaitingSection stats={enquiryStats} state={enquiries} now={now} />
              <EnquiryDaysSection stats={enquiryStats} state={enquiries} />
            </>
          ) : null}
          <VisitDaysSection stats={visitStats} state={visits} />
          {seesEnquiries ? (
            <PagesSection stats={enquiryStats} state={enquiries} />
          ) : (
            <VisitPagesSection stats={visitStats} state={visits} />
          )}
          <SourcesSection stats={visitStats} state={visits} />
          <DevicesSection stats={visitStats} state={visits} />
          <ClicksSection stats={visitStats} state={visits} />
          <MissedSearchesSection />
          {seesEnquiries ? <FailedMailsSection stats={enquiryStats} state={enquiries} /> : null}
        </div>
      )}
    </AdminPage>
  );
}
