/** `/dashboard/help` and `/dashboard/help/{slug}`: the help centre inside the dashboard. */
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PageHeader } from '../ui/PageHeader';
import { HelpArticleView } from './HelpArticleView';
import { HelpCentre } from './HelpCentre';

export default function DashboardHelpPage() {
  const { slug } = useParams();
  usePageTitle('Help');
  return slug ? (
    <HelpArticleView slug={slug} base="/dashboard/help" />
  ) : (
    <Stack spacing={2}>
      <PageHeader title="Help" subtitle="Articles on every part of Canopy, searchable as you type." />
      <HelpCentre base="/dashboard/help" />
    </Stack>
  );
}
