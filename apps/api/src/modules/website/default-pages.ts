/**
 * Built-in Turkish content of the website pages (SPEC §7 "/website/{section}"),
 * answered while no `website_pages` row exists for a section — a new
 * installation shows complete, sensible pages from the first start and the
 * agency edits them later in /dashboard/website/… . `{{site_name}}` is
 * replaced with the site name setting when the page is read.
 */
import type { FaqEntry, WebsiteSection } from '@yali/contract';

export type DefaultPage = { title: string; content: string; data: Record<string, unknown> };

const FAQ: FaqEntry[] = [
  {
    question: 'Rezervasyonumu nasıl yapabilirim?',
    answer:
      'Villa sayfasında giriş ve çıkış tarihlerinizi ve kişi sayısını seçip rezervasyon talebinizi gönderin. Müsaitliği kontrol edip size en kısa sürede dönüş yapıyor, rezervasyonunuzu opsiyonlayıp ödeme bilgilerini iletiyoruz. Dilerseniz bizi arayarak da rezervasyon yapabilirsiniz.',
  },
  {
    question: 'Ödemeyi nasıl yapıyorum?',
    answer:
      'Rezervasyonun kesinleşmesi için toplam tutarın villa sayfasında belirtilen oranda ön ödemesi (kapora) banka havalesi ile alınır. Kalan tutar villaya girişte ödenir. Ödeme bilgileri size e-posta ile gönderilir.',
  },
  {
    question: 'Opsiyon nedir, ne kadar sürer?',
    answer:
      'Talebiniz onaylandığında villa, ön ödemenizi yapabilmeniz için belirli bir süre (genellikle 24 saat) sizin adınıza tutulur. Bu sürede ödeme yapılmazsa opsiyon kendiliğinden düşer ve tarihler yeniden kiralamaya açılır.',
  },
  {
    question: 'Hasar depozitosu iade ediliyor mu?',
    answer:
      'Evet. Girişte alınan hasar depozitosu, çıkışta villanın kontrolü yapıldıktan sonra, hasar ya da eksik yoksa eksiksiz iade edilir.',
  },
  {
    question: 'Fiyatlara neler dahil?',
    answer:
      'Gecelik fiyatlara elektrik, su, internet, havuz bakımı ve çarşaf-havlu dahildir. Temizlik ücreti konaklama başına bir kez eklenir; ayrıntılar her villanın sayfasında yer alır.',
  },
  {
    question: 'Giriş ve çıkış saatleri nedir?',
    answer:
      'Giriş genellikle 16:00’dan sonra, çıkış 10:00’a kadardır. Her villanın saatleri kendi sayfasında yazar; erken giriş ya da geç çıkış müsaitliğe göre ayarlanabilir.',
  },
  {
    question: 'Evcil hayvanımla gelebilir miyim?',
    answer:
      'Bazı villalarımız evcil hayvan kabul etmektedir. Villa özelliklerinde “Evcil hayvan kabul edilir” ibaresini arayın ya da rezervasyondan önce bize sorun.',
  },
  {
    question: 'Villalarınız yasal olarak kiralanabilir mi?',
    answer:
      'Evet. Sitemizdeki her villanın 7464 sayılı Kanun kapsamında Kültür ve Turizm Bakanlığı’ndan alınmış turizm amaçlı kiralama izin belgesi bulunur; belge numarası villa sayfasında yazar.',
  },
];

export const DEFAULT_PAGES: Record<WebsiteSection, DefaultPage> = {
  about: {
    title: 'Hakkımızda',
    content: `<p>{{site_name}}, Akdeniz ve Ege’nin en güzel tatil bölgelerinde özel havuzlu tatil villalarını ve tekneleri misafirleriyle buluşturan, TÜRSAB üyesi bir seyahat acentesidir.</p>
<h3>Neler yapıyoruz?</h3>
<p>Kaş, Kalkan, Fethiye, Bodrum ve Kemer’de her birini yerinde gördüğümüz, turizm amaçlı kiralama izin belgesi bulunan villaları sunuyoruz. Villaların fotoğraflarını, özelliklerini, dönemlik fiyatlarını ve müsaitlik takvimini açıkça paylaşıyoruz; sürpriz ek ücret yoktur.</p>
<h3>Neden biz?</h3>
<ul>
<li><strong>Lisanslı acente:</strong> Tüm kiralamalar yasal mevzuata uygun sözleşme ile yapılır.</li>
<li><strong>Yerinde destek:</strong> Tatiliniz boyunca bölgedeki ekibimiz bir telefon uzağınızda.</li>
<li><strong>Güvenli ödeme:</strong> Ön ödemeniz acentemizin kurumsal banka hesabına yapılır.</li>
<li><strong>Şeffaf fiyat:</strong> Temizlik ücreti, depozito ve ön ödeme oranı her villanın sayfasında yazılıdır.</li>
</ul>
<p>Ailenizle, dostlarınızla ya da balayınızda; huzurlu bir tatil için doğru villayı birlikte bulalım.</p>`,
    data: {},
  },
  rental: {
    title: 'Kiralama Sözleşmesi',
    content: `<p>Bu sözleşme, {{site_name}} (“Acente”) aracılığıyla villa kiralayan misafir (“Kiracı”) ile villa sahibi adına hareket eden Acente arasındaki kiralamanın genel koşullarını belirler. Rezervasyon talebinin gönderilmesi ve ön ödemenin yapılması bu koşulların kabulü anlamına gelir.</p>
<h3>1. Konu</h3>
<p>Rezervasyon onayında belirtilen villanın, belirtilen tarihler arasında ve belirtilen kişi sayısıyla tatil amaçlı kullanılmak üzere kiralanmasıdır. Villa, 7464 sayılı Kanun kapsamında izin belgesine sahiptir.</p>
<h3>2. Rezervasyon ve ödeme</h3>
<ul>
<li>Rezervasyon, toplam bedelin villa sayfasında belirtilen oranındaki ön ödemenin (kapora) opsiyon süresi içinde yapılmasıyla kesinleşir.</li>
<li>Kalan tutar, villaya girişte nakit ya da banka havalesiyle ödenir.</li>
<li>Fiyatlar Türk lirası üzerinden belirlenir; döviz karşılıkları bilgi amaçlıdır ve rezervasyon anındaki kur ile sabitlenir.</li>
</ul>
<h3>3. Hasar depozitosu</h3>
<p>Girişte villa sayfasında belirtilen tutarda hasar depozitosu alınır. Çıkışta yapılan kontrolde hasar ya da eksik bulunmazsa depozito eksiksiz iade edilir; aksi durumda zarar bedeli depozitodan mahsup edilir.</p>
<h3>4. Giriş, çıkış ve kullanım</h3>
<ul>
<li>Giriş ve çıkış saatleri villa sayfasında belirtildiği gibidir.</li>
<li>Villada rezervasyonda bildirilen kişi sayısından fazla kişi konaklayamaz.</li>
<li>Kiracı, villayı ve eşyalarını özenle kullanmayı, komşuluk ilişkilerine ve sessizlik saatlerine (23:00–08:00) uymayı kabul eder.</li>
<li>Kimlik bildirimi için tüm misafirlerin kimlik bilgileri girişte Acente’ye iletilir (1774 sayılı Kimlik Bildirme Kanunu).</li>
</ul>
<h3>5. İptal</h3>
<p>İptal ve değişiklik koşulları <a href="/website/cancel">İptal Politikası</a> sayfasında yer alır ve bu sözleşmenin parçasıdır.</p>
<h3>6. Sorumluluk</h3>
<p>Elektrik ve su kesintileri gibi Acente’nin ve villa sahibinin kontrolü dışındaki durumlardan doğan aksaklıklarda Acente, sorunun en kısa sürede giderilmesi için gerekli desteği sağlar. Kiracının kişisel eşyalarından Acente sorumlu değildir.</p>
<h3>7. Uyuşmazlık</h3>
<p>Bu sözleşmeden doğan uyuşmazlıklarda Türkiye Cumhuriyeti kanunları uygulanır; tüketici hakem heyetleri ve tüketici mahkemeleri yetkilidir.</p>`,
    data: {},
  },
  privacy: {
    title: 'Gizlilik Politikası',
    content: `<p>{{site_name}} olarak ziyaretçilerimizin gizliliğine önem veriyoruz. Bu politika, sitemizi kullanırken hangi bilgilerin toplandığını ve nasıl kullanıldığını açıklar.</p>
<h3>Topladığımız bilgiler</h3>
<ul>
<li>Rezervasyon ve iletişim formlarında paylaştığınız ad, soyad, e-posta, telefon ve mesaj bilgileri.</li>
<li>Sitenin çalışması için gereken teknik kayıtlar (IP adresi, tarayıcı türü, ziyaret zamanı).</li>
</ul>
<h3>Tarayıcı depolaması</h3>
<p>Favori villalarınız, seçtiğiniz para birimi ve koyu/açık tema tercihiniz yalnızca kendi tarayıcınızda saklanır; sunucularımıza gönderilmez. Reklam ya da izleme çerezi kullanmıyoruz.</p>
<h3>Bilgilerin kullanımı</h3>
<p>Bilgileriniz yalnızca rezervasyonunuzu yürütmek, sorularınıza yanıt vermek ve yasal yükümlülüklerimizi yerine getirmek için kullanılır; üçüncü kişilere satılmaz. Kişisel verilerinizin işlenmesine ilişkin ayrıntılar <a href="/website/kvkk">KVKK Aydınlatma Metni</a>’nde yer alır.</p>
<h3>Güvenlik</h3>
<p>Sitemizle aranızdaki tüm bağlantılar SSL ile şifrelenir. Verilerinize yalnızca yetkili çalışanlarımız erişebilir.</p>
<h3>İletişim</h3>
<p>Gizlilikle ilgili sorularınız için <a href="/contact">iletişim</a> sayfamızdan bize ulaşabilirsiniz.</p>`,
    data: {},
  },
  cancel: {
    title: 'İptal Politikası',
    content: `<p>Planlarınız değişebilir; iptal ve değişiklik koşullarımızı açıkça paylaşıyoruz. Aşağıdaki süreler giriş tarihine göre hesaplanır.</p>
<h3>Misafir tarafından iptal</h3>
<ul>
<li><strong>Girişe 60 günden fazla varken:</strong> ön ödemenin %100’ü iade edilir ya da bir yıl içinde kullanılmak üzere başka bir tarihe aktarılır.</li>
<li><strong>Girişe 30–60 gün varken:</strong> ön ödemenin %50’si iade edilir; tamamı başka bir tarihe aktarılabilir.</li>
<li><strong>Girişe 30 günden az varken:</strong> ön ödeme iade edilmez; villa aynı tarihler için yeniden kiralanırsa ön ödeme iade edilir.</li>
</ul>
<h3>Erken ayrılış</h3>
<p>Konaklama süresinden önce ayrılma durumunda kullanılmayan günlerin ücreti iade edilmez.</p>
<h3>Acente ya da villa sahibi tarafından iptal</h3>
<p>Villanın kullanılamaz hale gelmesi gibi zorunlu durumlarda size eşdeğer bir villa önerilir; kabul etmezseniz yaptığınız tüm ödemeler eksiksiz iade edilir.</p>
<h3>Mücbir sebepler</h3>
<p>Doğal afet, salgın nedeniyle resmi seyahat yasağı gibi mücbir sebeplerde ön ödeme, bir yıl içinde kullanılmak üzere başka bir tarihe aktarılır.</p>
<h3>İptal nasıl yapılır?</h3>
<p>İptal talebinizi rezervasyon kodunuzla birlikte yazılı olarak (e-posta ya da <a href="/contact">iletişim formu</a>) iletmeniz gerekir. İadeler, talebin onaylanmasından sonra 10 iş günü içinde ödemenin yapıldığı hesaba yapılır.</p>`,
    data: {},
  },
  kvkk: {
    title: 'KVKK Aydınlatma Metni',
    content: `<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, veri sorumlusu sıfatıyla {{site_name}} olarak kişisel verilerinizi aşağıda açıklanan kapsamda işliyoruz.</p>
<h3>1. İşlenen kişisel veriler</h3>
<ul>
<li><strong>Kimlik ve iletişim:</strong> ad, soyad, T.C. kimlik ya da pasaport numarası (kimlik bildirimi için), telefon, e-posta.</li>
<li><strong>Rezervasyon ve finans:</strong> konaklama tarihleri, kişi sayısı, ödeme ve iade bilgileri.</li>
<li><strong>Talep ve şikâyet:</strong> iletişim formu ve yazışmalarda paylaştığınız bilgiler.</li>
<li><strong>İşlem güvenliği:</strong> IP adresi ve site kullanım kayıtları.</li>
</ul>
<h3>2. İşleme amaçları</h3>
<p>Rezervasyonun kurulması ve yürütülmesi, ödeme ve iadelerin yapılması, kimlik bildirimi gibi yasal yükümlülüklerin yerine getirilmesi, taleplerinize yanıt verilmesi ve bilgi güvenliğinin sağlanması.</p>
<h3>3. Hukuki sebepler</h3>
<p>KVKK m.5/2 kapsamında sözleşmenin kurulması ve ifası, hukuki yükümlülüğün yerine getirilmesi ve meşru menfaat; açık rıza gerektiren durumlarda açık rızanız.</p>
<h3>4. Aktarım</h3>
<p>Verileriniz, yalnızca rezervasyonun gerektirdiği ölçüde villa sahibine; yasal zorunluluk halinde yetkili kamu kurum ve kuruluşlarına; ödeme işlemleri için bankalara aktarılır. Yurt dışına aktarım yapılmaz.</p>
<h3>5. Saklama süresi</h3>
<p>Verileriniz ilgili mevzuatta öngörülen süreler (ticari kayıtlar için 10 yıl) boyunca saklanır, süre sonunda silinir, yok edilir ya da anonim hale getirilir.</p>
<h3>6. Haklarınız</h3>
<p>KVKK m.11 uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini ya da silinmesini isteme, aktarıldığı üçüncü kişileri bilme, itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz.</p>
<p>Başvurularınızı kimliğinizi tespit edici belgelerle birlikte yazılı olarak ya da kayıtlı e-posta adresinizden iletebilirsiniz; başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.</p>`,
    data: {},
  },
  howrent: {
    title: 'Nasıl Kiralarım?',
    content: `<p>Hayalinizdeki villayı dört adımda kiralayabilirsiniz.</p>
<ol>
<li><strong>Villanızı seçin.</strong> <a href="/listing">Villalar</a> sayfasında tarih, kişi sayısı, bölge ve villa tipine göre arama yapın; fotoğrafları, özellikleri, fiyatları ve müsaitlik takvimini inceleyin. Beğendiklerinizi kalp simgesiyle favorilerinize ekleyebilirsiniz.</li>
<li><strong>Talebinizi gönderin.</strong> Villa sayfasındaki rezervasyon bölümünden tarihlerinizi ve kişi sayısını seçip iletişim bilgilerinizle talebinizi gönderin. Toplam tutar ve ön ödeme anında hesaplanır.</li>
<li><strong>Ön ödemeyi yapın.</strong> Müsaitliği doğruladığımızda villa sizin için opsiyonlanır ve banka bilgileri e-posta ile gönderilir. Ön ödemenizi opsiyon süresi içinde yapın; dekontu bize iletin.</li>
<li><strong>Tatilinizin tadını çıkarın.</strong> Rezervasyonunuz kesinleştiğinde onay e-postası alırsınız. Giriş günü ekibimiz sizi villada karşılar; kalan tutar ve hasar depozitosu girişte ödenir.</li>
</ol>
<p>Rezervasyonunuzun durumunu <strong>Rezervasyonlarım</strong> bölümünden rezervasyon kodunuz ve e-posta adresinizle her zaman görebilirsiniz. Sorularınız için <a href="/contact">bize ulaşın</a>.</p>`,
    data: {},
  },
  contact: {
    title: 'İletişim',
    content:
      '<p>Villa seçimi, müsaitlik ve rezervasyonlarınızla ilgili her konuda size yardımcı olmaktan memnuniyet duyarız. Formu doldurun ya da bizi arayın; mesajlarınıza mesai saatleri içinde aynı gün dönüş yapıyoruz.</p>',
    data: {
      hours: [
        { days: 'Pazartesi – Cumartesi', hours: '09:00 – 19:00' },
        { days: 'Pazar', hours: '10:00 – 17:00' },
      ],
      hours_note: 'Yaz sezonunda (Mayıs–Ekim) her gün 09:00 – 21:00 arası hizmetinizdeyiz.',
    },
  },
  home: {
    title: 'Ana Sayfa',
    content: '',
    data: {
      hero_title: 'Özel havuzlu villalarda hayalinizdeki tatil',
      hero_text:
        'Akdeniz ve Ege’nin en güzel koylarında, ailenize ve dostlarınıza özel, huzurlu bir tatil için özenle seçilmiş villalar.',
      faq: FAQ,
    },
  },
};
