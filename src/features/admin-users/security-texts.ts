/** The texts of 'Hesap Güvenliği' (docs/SPEC.md, "Account security"); the server's are in core. */
export const SECURITY_TEXTS = {
  title: 'Hesap Güvenliği',
  description: 'Şifreniz, iki adımlı doğrulama yöntemleriniz ve kurtarma kodlarınız.',
  loading: 'Hesap bilgileri yükleniyor...',
  loadFailed: 'Hesap bilgileri yüklenemedi.',
  mustChangeTitle: 'Devam etmeden önce şifrenizi değiştirin.',
  mustChangeText:
    'Şifreniz sizin için oluşturuldu. Paneli kullanmaya devam etmeden önce yalnızca sizin bildiğiniz yeni bir şifre seçin.',
  setupTitle: 'Devam etmeden önce ikinci bir doğrulama yöntemi ekleyin.',
  setupText:
    'Site sahibi, her yöneticinin şifresinin yanında ikinci bir doğrulama yöntemi kullanmasını istiyor. Bir geçiş anahtarı ya da doğrulama uygulaması ekleyin.',
  requiredNote:
    'Site sahibi ikinci bir doğrulama yöntemini zorunlu tuttuğu için son yönteminizi kaldıramazsınız.',
  noPasskeys: 'Henüz geçiş anahtarı eklemediniz.',
  passkeyAdded: (name: string) => `'${name}' geçiş anahtarı eklendi.`,
  passkeyRemoved: (name: string) => `'${name}' geçiş anahtarı kaldırıldı.`,
  passkeyNameRequired: 'Geçiş anahtarına bir ad verin.',
  passkeyNameLong: 'Ad en fazla 60 karakter olabilir.',
  totpOn: 'Açık: girişte doğrulama uygulamanızın kodu sorulabilir.',
  totpOff: 'Kapalı.',
  totpAdded: 'Doğrulama uygulaması eklendi.',
  totpRemoved: 'Doğrulama uygulaması kaldırıldı.',
  totpCodeRequired: 'Uygulamanın gösterdiği 6 haneli kodu girin.',
  totpCodeFormat: 'Kod 6 rakamdan oluşur.',
  totpSetupFailed: 'Doğrulama uygulaması kurulumu başlatılamadı.',
  codesLeft: (left: number) => `Kalan kurtarma kodu: ${left}`,
  codesLow: 'Kurtarma kodlarınız azaldı. Yeni kodlar oluşturun.',
  codesNone: 'Kurtarma kodu, ilk ikinci doğrulama yönteminizi eklediğinizde oluşturulur.',
  codesMade: 'Yeni kurtarma kodları oluşturuldu; eskiler artık çalışmaz.',
  codesCopied: 'Kurtarma kodları kopyalandı.',
  actionFailed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  setupCodeHint:
    'Hesabınızı açan ya da iki adımlı doğrulamasını sıfırlayan yöneticinin size verdiği tek kullanımlık kod.',
  setupCodeRequired: 'Kurulum kodunu girin.',
} as const;

/** When the codes left count as few. */
export const FEW_RECOVERY_CODES = 3;
