import NavCore

@main
struct NavDemo {
  static func main() {
    var path = NavPath()
    path.append("desserts")
    path.append(42)
    print(path)
  }
}
