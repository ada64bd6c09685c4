import type { HelpLanguageContent } from './types.js'

export const pt: HelpLanguageContent = {
  categories: {
    3: {
      name: 'Encomendas e pagamentos',
      description: 'Como encomendar, métodos de pagamento, códigos promocionais e faturas.',
    },
    5: {
      name: 'Envio e entrega',
      description: 'Prazos e custos de entrega, seguimento da encomenda e problemas na entrega.',
    },
    1: {
      name: 'Criar e carregar fotografias',
      description: 'Personalizar designs, resolução das fotografias e ficheiros que pode carregar.',
    },
    2: { name: 'Produtos e qualidade', description: 'Qualidade de impressão, cores e cuidados com os seus produtos.' },
    7: {
      name: 'Devoluções e reembolsos',
      description: 'Produtos danificados ou com defeito, devoluções e reembolsos.',
    },
    6: { name: 'Conta e privacidade', description: 'A sua conta, as suas fotografias e os seus dados pessoais.' },
  },
  topics: {
    25: {
      title: 'Como faço uma encomenda?',
      keywords: 'encomendar, comprar, compra, encomenda, finalizar compra, carrinho, passos, convidado',
      body: [
        'Escolha um produto ou um dos nossos designs, personalize-o com as suas fotografias e textos e adicione-o ao [carrinho](/cart). Pode continuar a comprar e adicionar todos os produtos que quiser.',
        'Quando estiver pronto, finalize a compra. São quatro passos:',
        '- Contacto: o seu e-mail e o seu número de telefone\n- Morada: onde entregamos a sua encomenda\n- Envio: entrega em casa, num ponto de recolha ou, quando disponível, levantamento nas nossas instalações\n- Pagamento: escolha como quer pagar',
        'Não precisa de conta para encomendar na {brand}. Logo após o pagamento recebe um e-mail com o número da encomenda e o código para [acompanhar a sua encomenda](/tracking).',
      ],
    },
    90: {
      title: 'Que métodos de pagamento posso usar?',
      keywords:
        'pagar, pagamento, cartão, cartão de crédito, cartão de débito, visa, mastercard, paypal, apple pay, google pay, transferência bancária, mb way, multibanco, referência multibanco, klarna, bizum',
      body: [
        'A {brand} aceita cartões de débito e de crédito (Visa, Mastercard), PayPal, Apple Pay, Google Pay e transferência bancária. Consoante o país, também pode pagar com métodos locais como MB WAY, Multibanco, Klarna ou Bizum.',
        'O último passo da compra mostra exatamente os métodos disponíveis no seu país. Os pagamentos com cartão e carteira digital são confirmados de imediato e a sua encomenda entra logo em produção.',
        'Se um pagamento falhar ou o cancelar, não é cobrado nada e a encomenda fica guardada: abra a página da encomenda a partir do e-mail de confirmação e escolha «Pagar agora» para tentar novamente com qualquer método.',
      ],
    },
    35: {
      title: 'Como pago por transferência bancária?',
      keywords:
        'transferência bancária, transferência, iban, bic, swift, referência, descritivo, rf, sepa, pagamento pendente',
      body: [
        'Escolha transferência bancária no último passo da compra. A página de confirmação e o e-mail que lhe enviamos indicam o montante, o beneficiário, o IBAN, o BIC e uma referência de pagamento que começa por RF.',
        'Indique a referência exatamente como aparece no descritivo da transferência. É assim que sabemos a que encomenda pertence o pagamento; sem ela, a identificação pode demorar vários dias.',
        'Começamos a produzir a sua encomenda assim que o dinheiro chega, normalmente 1 a 2 dias úteis depois de uma transferência SEPA. Até lá, a encomenda aparece como «A aguardar pagamento». Para um pagamento imediato, escolha o cartão ou outro método online.',
      ],
    },
    27: {
      title: 'Como uso um código promocional?',
      keywords: 'código promocional, código de desconto, cupão, vale, promoção, oferta, saldos, desconto',
      body: [
        'Introduza o código no campo «Código promocional» do seu [carrinho](/cart) e aplique-o. O desconto aparece logo no total do carrinho e mantém-se até ao fim da compra.',
        'Os códigos só são válidos na loja para a qual foram emitidos ({brand}) e dentro do prazo de validade. Alguns exigem um valor mínimo de encomenda; o carrinho avisa-o se for o caso. Só pode usar um código por encomenda.',
        'Procura um código? Subscreva a nossa [newsletter](/newsletter) e veja as nossas [ofertas atuais](/offers).',
      ],
    },
    19: {
      title: 'Posso alterar ou cancelar a minha encomenda?',
      keywords: 'alterar encomenda, mudar encomenda, cancelar encomenda, anular, morada errada, erro, gralha',
      body: [
        'Começamos a produzir as encomendas muito depressa, normalmente no próprio dia útil em que chega o pagamento. Se precisar de mudar a morada de entrega ou cancelar, [contacte-nos](/contact) o mais cedo possível e indique o número da encomenda.',
        'Enquanto a encomenda estiver no estado «Encomenda recebida», podemos alterar a morada ou cancelá-la e reembolsar o valor total. Depois de entrar em produção, já não é possível cancelá-la, porque cada produto é feito só para si.',
        'Encontrou uma gralha no seu design? Avise-nos de imediato: se a produção ainda não tiver começado, podemos substituir o design.',
      ],
    },
    29: {
      title: 'O que significa o estado da minha encomenda?',
      keywords:
        'estado da encomenda, estado, produção, enviada, embalada, entregue, a aguardar pagamento, ponto de recolha',
      body: [
        'Pode consultar o estado da sua encomenda a qualquer momento na [página de seguimento](/tracking). Os estados mais comuns são:',
        '- Encomenda recebida: recebemos a sua encomenda e está na fila para produção.\n- A aguardar pagamento: aguardamos a sua transferência ou a confirmação do pagamento.\n- Em produção e Produção concluída: os seus produtos estão a ser impressos e verificados.\n- Embalada e Enviada: a encomenda está pronta ou já foi entregue à transportadora.\n- Disponível no ponto de recolha: pode levantá-la com o número da encomenda e um documento de identificação.\n- Entregue: a transportadora entregou a sua encomenda.',
        'Se o estado indicar «Falha na entrega» ou não mudar há vários dias, veja o que fazer quando [a sua encomenda não chegou](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Como obtenho uma fatura?',
      keywords: 'fatura, recibo, iva, impostos, empresa, nif, contribuinte',
      body: [
        'O e-mail de confirmação inclui o resumo da encomenda com os preços com IVA. A fatura é emitida em nome e com a morada que indicar durante a compra.',
        'Compra para uma empresa? No primeiro passo da compra escolha «uma empresa» e indique a denominação social e o número de IVA, para que a fatura seja emitida em nome da sua empresa.',
        'Para receber a fatura em PDF ou corrigir os dados, [contacte-nos](/contact) com o número da encomenda. Enviamo-la no prazo de 2 dias úteis.',
      ],
    },
    21: {
      title: 'Como contacto o apoio ao cliente?',
      keywords: 'contacto, apoio ao cliente, serviço de apoio, suporte, ajuda, e-mail, pergunta, ticket, reclamação',
      body: [
        'Escreva-nos através do [formulário de contacto](/contact). Se tiver sessão iniciada, as suas mensagens ficam guardadas como pedidos na [sua conta](/accounts/tickets), para acompanhar todas as respostas.',
        'Indique o número da encomenda e, se o problema for com um produto, junte uma fotografia. Assim podemos ajudá-lo numa só resposta.',
        'A equipa de apoio ao cliente da {brand} responde no prazo de um dia útil, de segunda a sexta-feira.',
      ],
    },
    23: {
      title: 'Quanto tempo demora a entrega e quanto custa?',
      keywords:
        'prazo de entrega, envio, portes, custos de envio, quando chega, dias, envio grátis, expresso, ponto de recolha',
      body: [
        'Cada produto é feito por encomenda: a produção demora 2 dias úteis. Depois, a transportadora entrega em 1 a 4 dias úteis, consoante o serviço escolhido, por isso a maioria das encomendas chega 3 a 6 dias úteis após o pagamento.',
        'Os portes dependem da transportadora e são indicados antes do pagamento; acima do valor de envio grátis do seu país, o envio é gratuito. Introduza o seu código postal no [carrinho](/cart) para ver todas as opções de entrega com preço e datas previstas.',
        'Pode receber a encomenda em casa ou num ponto de recolha perto de si e, em alguns países, levantá-la gratuitamente no nosso centro de produção. Entregamos dentro do país do site onde faz a encomenda.',
      ],
    },
    17: {
      title: 'Como acompanho a minha encomenda?',
      keywords:
        'seguimento, acompanhar, onde está a minha encomenda, encomenda, envio, código da encomenda, estado, tracking',
      body: [
        'Abra a [página de seguimento](/tracking) e introduza o código da encomenda que consta do e-mail de confirmação, juntamente com o e-mail ou o código postal de entrega da encomenda. Verá o estado, a transportadora e cada passo até à entrega.',
        'O e-mail de confirmação inclui também uma ligação direta para o seguimento da sua encomenda. Com uma conta, encontra todas as suas encomendas, incluindo as anteriores, em [As minhas encomendas](/accounts/orders).',
        'O seguimento da transportadora começa quando lhe entregamos a encomenda, normalmente no dia do envio.',
      ],
    },
    33: {
      title: 'A minha encomenda não chegou. O que posso fazer?',
      keywords: 'não chegou, atraso, encomenda perdida, extraviada, não entregue, problema na entrega',
      body: [
        'Consulte primeiro o estado na [página de seguimento](/tracking). Se a transportadora não conseguiu entregar, costuma deixar um aviso e tentar de novo, ou leva a encomenda para um ponto de recolha próximo, onde fica à sua espera durante alguns dias.',
        'Se o seguimento indicar «Entregue» mas não recebeu nada, pergunte aos vizinhos e na portaria do prédio e veja se há um aviso na caixa do correio.',
        'Continua sem nada, ou o seguimento não muda há 3 dias úteis? [Contacte-nos](/contact) com o número da encomenda. Averiguamos junto da transportadora e, se a encomenda se tiver perdido, enviamos-lhe uma nova sem custos ou reembolsamos o valor.',
      ],
    },
    45: {
      title: 'Como personalizo um design com as minhas fotografias?',
      keywords: 'personalizar, editor, criar, carregar fotografia, adicionar texto, design, foto',
      body: [
        'Abra um design de que goste, escolha o produto e clique em «Personalizar». No editor pode substituir as imagens de exemplo pelas suas fotografias, movê-las e ampliá-las, e alterar os textos.',
        'Prefere começar do zero? Todas as páginas de produto têm o botão «Comece com um design em branco».',
        'Verifique bem a pré-visualização antes de adicionar o produto ao carrinho: imprimimos exatamente o que vê. Com sessão iniciada, pode guardar o seu trabalho em [Os meus designs](/accounts/designs) e terminá-lo mais tarde.',
      ],
    },
    41: {
      title: 'Que resolução devem ter as minhas fotografias?',
      keywords:
        'resolução, qualidade de imagem, píxeis, dpi, ppp, megapíxeis, desfocada, pixelizada, nítida, tamanho, foto',
      body: [
        'Para um resultado nítido, a fotografia precisa de píxeis suficientes para o tamanho em que é impressa. Recomendamos pelo menos 150 dpi para impressões fotográficas, canecas e a maioria dos produtos, e 100 dpi para telas e pósteres, que são vistos de mais longe.',
        'Como referência:',
        '- Impressão fotográfica 13x18 cm: pelo menos 800 × 1100 píxeis\n- Caneca: pelo menos 1200 × 550 píxeis\n- Tela 30x40 cm: pelo menos 1200 × 1600 píxeis\n- Póster 50x70 cm: pelo menos 2000 × 2800 píxeis',
        'O editor avisa-o quando uma fotografia é demasiado pequena para o produto. Use o ficheiro original da câmara ou do telemóvel: as fotografias enviadas por aplicações de mensagens ou redes sociais são comprimidas e muitas vezes demasiado pequenas.',
      ],
    },
    43: {
      title: 'Que formatos de ficheiro posso carregar?',
      keywords: 'formato de ficheiro, jpg, jpeg, png, heic, pdf, zip, carregar, tamanho do ficheiro',
      body: [
        'Pode carregar fotografias em formato JPG, PNG e HEIC (iPhone), bem como ficheiros PDF e arquivos ZIP com várias fotografias de uma só vez. Cada ficheiro pode ter até 50 MB.',
        'Para cores o mais fiéis possível, guarde as fotografias com o perfil de cor sRGB, que quase todas as câmaras e telemóveis usam por predefinição. As zonas transparentes dos ficheiros PNG são impressas a branco.',
        'Se um carregamento falhar, verifique a ligação e o tamanho do ficheiro e tente de novo. As imagens feitas para ecrã, como capturas de ecrã, costumam ser demasiado pequenas para uma boa impressão.',
      ],
    },
    47: {
      title: 'Não encontro o design que procuro',
      keywords:
        'pesquisa, procurar, encontrar design, sem resultados, ideias, categorias, temas, design em branco, design próprio',
      body: [
        'Experimente uma palavra mais curta ou mais geral, por exemplo «aniversário» em vez de «festa de aniversário da avó», e verifique a ortografia. A pesquisa encontra as palavras com e sem acentos.',
        'Também pode explorar todas as nossas [categorias e temas](/tags-list) ou as nossas [ofertas atuais](/offers).',
        'Nada o convence? Qualquer produto pode ser criado do zero com as suas fotografias e textos: abra um produto e escolha «Comece com um design em branco».',
      ],
    },
    51: {
      title: 'Que qualidade de impressão posso esperar?',
      keywords: 'qualidade de impressão, cores, papel, brilhante, mate, ecrã, mais claro, mais escuro',
      body: [
        'A {brand} imprime cada encomenda em equipamento profissional com tintas resistentes à luz, em papel fotográfico de alta qualidade, cerâmica e têxteis. Cada produto é verificado à mão antes de ser embalado.',
        'Os ecrãs iluminam a imagem por trás, enquanto os produtos impressos refletem a luz; por isso, uma impressão pode parecer um pouco mais escura do que no ecrã. Se o seu ecrã tiver o brilho muito alto, clareie ligeiramente as fotografias escuras antes de encomendar.',
        'Se um produto não tiver a qualidade que esperava, [diga-nos](/contact): voltamos a imprimi-lo ou reembolsamos o valor.',
      ],
    },
    53: {
      title: 'Como cuido dos meus produtos?',
      keywords:
        'cuidados, lavar, lavagem, máquina de lavar loiça, micro-ondas, limpar, tela, t-shirt, almofada, caneca',
      body: [
        'As nossas canecas podem ir à máquina de lavar loiça e ao micro-ondas. As canecas mágicas, cuja imagem aparece com o calor, devem ser lavadas à mão para que o revestimento termossensível dure mais.',
        'Lave as t-shirts e as capas de almofada do avesso a 30 °C e não passe o ferro diretamente sobre a impressão. Limpe o pó das telas e dos pósteres com um pano macio e seco e mantenha-os longe do sol direto e da humidade.',
      ],
    },
    8: {
      title: 'O meu produto chegou danificado ou com defeito',
      keywords: 'danificado, partido, estragado, com defeito, produto errado, reclamação, reimpressão, substituição',
      body: [
        'Lamentamos! [Contacte-nos](/contact) no prazo de 14 dias após a entrega com o número da encomenda e fotografias do produto e da embalagem.',
        'Voltamos a imprimir o produto sem custos ou, se preferir, reembolsamos o valor. Na maioria dos casos não precisa de nos devolver o produto danificado.',
        'Se a embalagem chegar visivelmente danificada, registe-o no comprovativo de entrega da transportadora. Isso ajuda-nos na reclamação junto da transportadora.',
      ],
    },
    11: {
      title: 'Posso devolver um produto personalizado?',
      keywords: 'devolução, devolver, livre resolução, direito de arrependimento, mudar de ideias, troca, 14 dias',
      body: [
        'Os produtos feitos com as suas fotografias e textos são produzidos só para si. Por isso, o direito legal de livre resolução não se aplica a produtos personalizados e não podemos aceitá-los de volta apenas porque mudou de ideias.',
        'Mantém, naturalmente, os seus direitos de garantia legal: se um produto tiver defeito, chegar danificado ou não corresponder ao que encomendou, voltamos a imprimi-lo ou reembolsamos o valor. Veja [o que fazer com um produto danificado ou com defeito](/help-center/topic/8).',
        'Enganou-se no seu design? [Contacte-nos](/contact) depressa: se a produção ainda não tiver começado, ainda o podemos corrigir.',
      ],
    },
    26: {
      title: 'Como e quando recebo o meu reembolso?',
      keywords: 'reembolso, devolução do dinheiro, estorno, iban, conta bancária',
      body: [
        'Depois de acordado o reembolso, devolvemos o valor ao método de pagamento que utilizou: cartões, PayPal e outros métodos online recebem-no automaticamente.',
        'Em pagamentos por transferência, ou quando não é possível reembolsar pelo método original, pedimos-lhe os dados bancários por e-mail. Siga a ligação para a página de seguimento da sua encomenda e indique o titular da conta e o IBAN; só precisa de o fazer uma vez.',
        'Processamos os reembolsos no prazo de 5 dias úteis. Consoante o banco, o valor pode demorar mais 3 a 10 dias a aparecer no seu extrato.',
      ],
    },
    61: {
      title: 'Preciso de uma conta para encomendar?',
      keywords:
        'conta, registo, registar, iniciar sessão, entrar, login, convidado, palavra-passe, esqueci-me da palavra-passe',
      body: [
        'Não. Pode encomendar como convidado e acompanhar a encomenda na [página de seguimento](/tracking) com o código da encomenda do e-mail de confirmação.',
        'Com uma conta, as próximas encomendas são mais fáceis: as suas moradas ficam guardadas e pode ver todas as encomendas, guardar os seus designs e acompanhar os seus pedidos ao apoio ao cliente. Crie-a na [página de início de sessão](/login).',
        'Esqueceu-se da palavra-passe? [Reponha-a aqui](/login/password-reset) e enviamos-lhe por e-mail uma ligação para escolher uma nova.',
      ],
    },
    65: {
      title: 'O que acontece às minhas fotografias e aos meus dados pessoais?',
      keywords: 'privacidade, proteção de dados, rgpd, fotografias, dados pessoais, cookies, apagar os meus dados',
      body: [
        'A {brand} usa as suas fotografias apenas para produzir a sua encomenda e, se necessário, voltar a imprimi-la. Nunca as publicamos nem as cedemos a terceiros. As fotografias de uma encomenda são apagadas 90 dias após a entrega, exceto se guardar o design na sua conta.',
        'Tratamos os seus dados pessoais apenas para gerir encomendas, pagamentos e pedidos de ajuda, como descrito na nossa [política de privacidade](/_section/legal/privacy). Pode alterar as suas escolhas de cookies a qualquer momento; consulte a [informação sobre cookies](/_section/cookies-info).',
        'Para consultar, corrigir ou apagar os seus dados, [contacte-nos](/contact).',
      ],
    },
  },
}
