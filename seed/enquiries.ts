import { isoAt } from './dates.ts';
import { SEED_IDS } from './ids.ts';
import type { EnquiryRecord } from '../core/domain/records.ts';

export function buildEnquiries(): EnquiryRecord[] {
  return [
    {
      id: SEED_IDS.enquiries.read,
      isim: 'Serkan',
      soyisim: 'Aydemir',
      telefon: '0532 418 27 65',
      sektor: 'İnşaat',
      mesaj:
        'Merhaba, Ataşehir’deki 12 katlı konut projemizin ikinci bodrum katında perde duvar ile radye temel birleşiminden yoğun su geliyor. Poliüretan enjeksiyon için keşif ve fiyat teklifi almak istiyoruz. Bu hafta içinde saha ziyareti yapabilir misiniz?',
      createdAt: isoAt('2025-10-02T07:45:00Z'),
      isRead: true,
    },
    {
      id: SEED_IDS.enquiries.unreadOlder,
      isim: 'Elif',
      soyisim: 'Karakaya',
      telefon: '0541 306 92 18',
      sektor: 'Endüstriyel Tesis',
      mesaj:
        'Gebze’deki üretim tesisimizde yeni pres hattı için mevcut zemine yaklaşık 120 adet M20 kimyasal ankraj yapılması gerekiyor. Çekme testi raporu da veriyor musunuz? Ayrıca işin kaç günde tamamlanabileceğini öğrenmek isterim.',
      createdAt: isoAt('2025-11-14T12:20:00Z'),
      isRead: false,
    },
    {
      id: SEED_IDS.enquiries.unreadNewest,
      isim: 'Hakan',
      soyisim: 'Demirci',
      telefon: '0505 774 51 03',
      sektor: 'Altyapı',
      mesaj:
        'Bir menfez köprüsünün genişletilmesi kapsamında yaklaşık 1,6 metre kalınlığındaki kanat duvarının kesilmesi gerekiyor. Halatlı tel ile bu kesimi trafiği kapatmadan yapabilir miyiz? Benzer bir iş yaptıysanız referans paylaşabilir misiniz?',
      createdAt: isoAt('2026-01-08T09:05:00Z'),
      isRead: false,
    },
  ];
}
