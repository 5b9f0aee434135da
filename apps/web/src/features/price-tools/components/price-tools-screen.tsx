'use client';
/**
 * `/dashboard/prices` "Toplu Fiyat İşlemleri" (issue 24, ADMIN): the bulk
 * price change and the list of villas with bookable days without a price,
 * as two tabs (`?tab=`). An OWNER gets the no-access notice (the shell
 * stops them first; the server refuses the calls as well).
 */
import { NoAccess } from '@/features/dashboard/components/no-access';
import { useAdminSession } from '@/features/dashboard/components/dashboard-shell';
import { EditorTabs } from '@/features/unit-editor/editor-tabs';
import { useMissingPrices } from '../api/price-tools-api';
import { BulkChange } from './bulk-change';
import { MissingPriceList } from './missing-prices';
import { ScreenHeader } from '@/components/ui/screen-header';

const TABS = [
  { id: 'degisiklik', label: 'Toplu değişiklik' },
  { id: 'eksik', label: 'Fiyatı eksik villalar' },
] as const;

export function PriceToolsScreen() {
  return useAdminSession().user_role === 'ADMIN' ? <PriceTools /> : <NoAccess />;
}

function PriceTools() {
  const missing = useMissingPrices();
  const count = missing.data?.villas.length ?? 0;
  return (
    <div className="space-y-5">
      <ScreenHeader
        title="Toplu Fiyat İşlemleri"
        lead="Seçtiğiniz villaların fiyatlarını bir tarih aralığında yüzde ya da tutar olarak değiştirin; önce önizleyin, sonra tek seferde uygulayın."
      />
      <EditorTabs
        tabs={TABS}
        label="Fiyat işlemleri"
        mark={(id) =>
          id === 'eksik' &&
          count > 0 && (
            <span className="ml-1.5 rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-white">
              {count}
              <span className="sr-only"> villa</span>
            </span>
          )
        }
      >
        {(current) => (current === 'degisiklik' ? <BulkChange /> : <MissingPriceList />)}
      </EditorTabs>
    </div>
  );
}
